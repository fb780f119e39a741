import { describe, expect, it } from "vitest";
import { createAjv } from "../../schema/createAjv";
import { NOT_FINITE_MESSAGE, refusingInfinity } from "./finiteNumbers";
import { withIntegerBounds } from "./integerBounds";

describe("refusingInfinity", () => {
  const schema = withIntegerBounds({
    type: "object",
    properties: { sessionId: { type: "integer", minimum: 1 } },
  });
  const plain = createAjv({ coerceTypes: "array" }).compile(schema);
  const guarded = refusingInfinity(createAjv({ coerceTypes: "array" }).compile(schema));
  const nines = "9".repeat(400);

  it("catches what ajv lets through: text that coerces to Infinity passes its integer bounds", () => {
    expect(plain({ sessionId: nines })).toBe(true);
    const data = { sessionId: nines };
    expect(guarded(data)).toBe(false);
    expect((guarded as unknown as { errors: unknown }).errors).toEqual([
      expect.objectContaining({ instancePath: "/sessionId", message: NOT_FINITE_MESSAGE }),
    ]);
  });

  it("passes good values and keeps ajv's own errors", () => {
    const data = { sessionId: "12" };
    expect(guarded(data)).toBe(true);
    expect(data.sessionId).toBe(12);
    expect(guarded({ sessionId: "2147483648" })).toBe(false);
    expect((guarded as unknown as { errors: { message: string }[] }).errors[0]?.message).toBe(
      "must be <= 2147483647",
    );
  });
});
