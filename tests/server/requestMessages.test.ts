import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

/** ajv's own wording, for programmers (issue 20, item 24): none of it may reach a person. */
const AJV_PHRASES =
  /must have required|must match|must NOT|must be equal to|must be [<>]=?|must be (integer|number|string|object|array|boolean)\b|must pass|must be valid/;

describe.each(databaseKinds)("a route's refusal of a bad request, for people, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: "POST", url: `/api${url}`, payload, remoteAddress: ip });

  it.each([
    {
      what: "a required field missing",
      url: "/Authentication/send-reset-password-mail",
      payload: {},
      field: { path: "email", message: "please input Email" },
      summary: "please input Email",
    },
    {
      what: "a bad e-mail address",
      url: "/Authentication/send-reset-password-mail",
      payload: { email: "not-an-address" },
      field: { path: "email", message: "invalid email address" },
      summary: "Email: invalid email address",
    },
    {
      what: "a number over its maximum",
      url: "/Authentication/send-setup-password-email",
      payload: { userId: 2 ** 40, email: "ade@matric.local", setupToken: "x".repeat(43) },
      field: { path: "userId", message: "must be at most 2147483647" },
      summary: "User id: must be at most 2147483647",
    },
    {
      what: "a too-short text",
      url: "/Applicant/nce/reprint/sign-in",
      payload: { applicationNumber: "N/1", phoneNumber: "08031234567" },
      field: { path: "applicationNumber", message: "must be at least 5 characters long" },
      summary: "Application number: must be at least 5 characters long",
    },
  ])("answers $what in words naming the field", async ({ url, payload, field, summary }) => {
    const res = await post(url, payload, "10.24.0.1");
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, title: "Validation failed", message: summary });
    expect(body.errors).toContainEqual(field);
    for (const message of [body.message, ...body.errors.map((error: { message: string }) => error.message)])
      expect(message).not.toMatch(AJV_PHRASES);
  });
});
