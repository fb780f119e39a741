import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "../../src/server/modules/mail/createMailer";
import { sendMail } from "../../src/server/modules/mail/mailer";
import { listOutbox } from "../../src/server/modules/mail/outboxMailer";
import { linkify, outboxPage } from "../../src/server/modules/mail/outboxPage";
import { smtpMailer } from "../../src/server/modules/mail/smtpMailer";
import { PRODUCTION_ENV } from "../support/productionEnv";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const PRODUCTION = PRODUCTION_ENV;

describe("SMTP mail", () => {
  it("hands the message to nodemailer with the configured sender", async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: SendMailOptions) => {
      const info = await original(mail);
      sent.push(String(info.message));
      return info;
    }) as typeof transport.sendMail;
    const mailer = smtpMailer(transport, "Matric <no-reply@matric.local>");
    await sendMail(mailer, { to: "a@b.ng", subject: "Hi", text: "Hello", html: "<p>Hello</p>" });
    expect(JSON.parse(sent[0]!)).toMatchObject({
      from: { address: "no-reply@matric.local", name: "Matric" },
      to: [{ address: "a@b.ng" }],
      subject: "Hi",
      text: "Hello",
      html: "<p>Hello</p>",
    });
    await mailer.close();
  });
});

describe("the outbox page", () => {
  it("escapes everything and makes links clickable", () => {
    expect(linkify('go <b> to https://x.ng/a?b=1&c="2" now')).toBe(
      'go &lt;b&gt; to <a href="https://x.ng/a?b=1&amp;c=">https://x.ng/a?b=1&amp;c=</a>&quot;2&quot; now',
    );
    const page = outboxPage([
      {
        id: 1,
        toAddress: "<x@y.ng>",
        subject: "<script>alert(1)</script>",
        textBody: "Open http://localhost:3000/reset_password?token=abc",
        htmlBody: "<img src=x onerror=alert(1)>",
        createdAt: new Date("2026-01-02T03:04:05Z"),
      },
    ]);
    expect(page).not.toContain("<script>");
    expect(page).not.toContain("onerror");
    expect(page).not.toMatch(/style=|<style/);
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain(
      '<a href="http://localhost:3000/reset_password?token=abc">http://localhost:3000/reset_password?token=abc</a>',
    );
  });
});

describe.each(databaseKinds)("the development outbox on %s", (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("keeps mail when no SMTP server is set, and lists it newest first", async () => {
    t = await createTestApp(kind);
    const mailer = createMailer(t.config, t.database.db);
    expect(mailer.kind).toBe("outbox");
    // SMTP_URL, in any environment, sends real mail instead.
    const smtp = createMailer({ smtpUrl: "smtp://127.0.0.1:2525", mailFrom: "x@y.ng" }, t.database.db);
    expect(smtp.kind).toBe("smtp");
    await smtp.close();
    await sendMail(mailer, { to: "first@matric.local", subject: "One", text: "1" });
    await sendMail(mailer, { to: "second@matric.local", subject: "Two", text: "see https://x.ng/2" });
    expect((await listOutbox(t.database.db)).map((m) => m.subject)).toEqual(["Two", "One"]);

    const json = await t.app.inject({ url: "/api/dev/outbox" });
    expect(json.statusCode).toBe(200);
    expect(json.json().data).toMatchObject([
      { toAddress: "second@matric.local", subject: "Two", textBody: "see https://x.ng/2", htmlBody: null },
      { toAddress: "first@matric.local", subject: "One" },
    ]);
    const page = await t.app.inject({ url: "/dev/outbox" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.body).toContain('<a href="https://x.ng/2">');
  });

  it("does not exist in production", async () => {
    t = await createTestApp(kind, PRODUCTION);
    expect(t.app.accessTable.some((route) => route.url.includes("/dev/"))).toBe(false);
    expect(t.app.hasRoute({ method: "GET", url: "/dev/outbox" })).toBe(false);
    expect((await t.app.inject({ url: "/api/dev/outbox" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/dev/outbox" })).statusCode).toBe(404);
  });
});
