import { describe, expect, it } from "vitest";
import { createAjv } from "../../schema/createAjv";
import { INT4_MAX, INT4_MIN } from "./inputLimits";
import { withIntegerBounds } from "./integerBounds";

describe("withIntegerBounds", () => {
  const schema = {
    type: "object",
    properties: {
      id: { type: "integer", minimum: 1 },
      sessionId: { type: ["integer", "null"] },
      ids: { type: "array", items: { type: "integer" } },
      rating: { type: "integer", minimum: 1, maximum: 5 },
      big: { type: "integer", exclusiveMaximum: 10_000_000_000 },
      either: { anyOf: [{ type: "integer" }, { type: "string" }] },
      price: { type: "number" },
    },
  } as const;
  const bounded = withIntegerBounds(schema);

  it("bounds every integer without its own bounds to int4, keeping declared ones", () => {
    expect(bounded.properties.id).toEqual({ type: "integer", minimum: 1, maximum: INT4_MAX });
    expect(bounded.properties.sessionId).toEqual({
      type: ["integer", "null"],
      minimum: INT4_MIN,
      maximum: INT4_MAX,
    });
    expect(bounded.properties.ids.items).toEqual({ type: "integer", minimum: INT4_MIN, maximum: INT4_MAX });
    expect(bounded.properties.rating).toEqual(schema.properties.rating);
    expect(bounded.properties.big).toEqual({
      type: "integer",
      exclusiveMaximum: 10_000_000_000,
      minimum: INT4_MIN,
    });
    expect(bounded.properties.either.anyOf[0]).toEqual({
      type: "integer",
      minimum: INT4_MIN,
      maximum: INT4_MAX,
    });
    expect(bounded.properties.price).toEqual({ type: "number" });
  });

  it("leaves the original schema as it was", () => {
    expect(schema.properties.id).toEqual({ type: "integer", minimum: 1 });
  });

  it("refuses 2^31 and 1e308 once compiled, and accepts int4's edges", () => {
    const validate = createAjv().compile(withIntegerBounds({ type: "integer" }));
    expect(validate(INT4_MAX)).toBe(true);
    expect(validate(INT4_MIN)).toBe(true);
    expect(validate(2 ** 31)).toBe(false);
    expect(validate(1e308)).toBe(false);
  });
});
