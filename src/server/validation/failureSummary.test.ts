import { describe, expect, it } from "vitest";
import { summariseFailure } from "./failureSummary";

describe("summariseFailure", () => {
  it("keeps the query's shape and PostgreSQL's names, drops parameters and the row's values", () => {
    const pgError = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: "23505",
        constraint: "users_email_key",
        table: "users",
        detail: "Key (email)=(secret.person@example.org) already exists.",
      },
    );
    const drizzleError = new Error(
      'Failed query: insert into "users" ("email", "password") values ($1, $2)\nparams: secret.person@example.org,hunter2',
      { cause: pgError },
    );
    const summary = summariseFailure(drizzleError);
    const logged = JSON.stringify(summary);
    expect(logged).not.toMatch(/secret\.person|hunter2/);
    expect(summary.message).toBe('Failed query: insert into "users" ("email", "password") values ($1, $2)');
    expect(summary.cause).toMatchObject({ code: "23505", constraint: "users_email_key", table: "users" });
    expect(summary.stack).toMatch(/^\s+at /);
  });

  it("describes a thrown value that is not an Error without its content", () => {
    expect(summariseFailure({ password: "hunter2" })).toEqual({
      type: "object",
      message: "a non-Error value was thrown",
    });
  });
});
