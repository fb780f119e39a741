import { describe, expect, it } from "vitest";
import { payPageHtml, problemPageHtml, SANDBOX_PAY_ACTION } from "./payPage";
import type { SandboxPayment } from "./sandboxLedger";

const payment: SandboxPayment = {
  rrr: "280007664758",
  orderId: "INV-1",
  amountKobo: 4_500_000,
  payerName: 'Ada <script>alert("x")</script>',
  payerEmail: "ada@example.com",
  payerPhone: "08031234567",
  description: "School fees",
  code: "025",
  createdAt: new Date(),
  paidAt: null,
};

describe("payPageHtml", () => {
  it("offers Pay, Fail and Cancel in one form that posts back with the RRR, hash and return URL", () => {
    const html = payPageHtml(payment, "http://localhost:3000/invoice?a=1&b=2", "abc123");
    expect(html).toContain(`<form method="post" action="${SANDBOX_PAY_ACTION}">`);
    expect(html).toContain('<button type="submit" name="outcome" value="pay">Pay ₦45,000.00</button>');
    expect(html).toContain('<button type="submit" name="outcome" value="fail">Fail</button>');
    expect(html).toContain('<button type="submit" name="outcome" value="cancel">Cancel</button>');
    expect(html).toContain('name="rrr" value="280007664758"');
    expect(html).toContain('name="hash" value="abc123"');
    expect(html).toContain('name="responseurl" value="http://localhost:3000/invoice?a=1&amp;b=2"');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<dt>Status</dt><dd>Awaiting payment</dd>");
  });

  it("escapes what the payer typed and carries no script or inline style", () => {
    const html = payPageHtml(payment, "http://localhost/", "h");
    expect(html).not.toContain("<script");
    expect(html).not.toMatch(/\sstyle=|<style|\son\w+=/i);
    expect(html).toContain("Ada &lt;script&gt;");
  });

  it("shows a paid RRR without the buttons, with a way back", () => {
    const html = payPageHtml({ ...payment, code: "00", paidAt: new Date() }, "http://localhost/back", "h");
    expect(html).not.toContain("<button");
    expect(html).toContain('<a href="http://localhost/back">Return to the portal</a>');
  });
});

describe("problemPageHtml", () => {
  it("says why, escaped", () => {
    expect(problemPageHtml("No payment <b>x</b>")).toContain("<p>No payment &lt;b&gt;x&lt;/b&gt;</p>");
  });
});
