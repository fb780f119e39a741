import { describe, expect, it } from "vitest";
import { createAjv } from "../../schema/createAjv";
import { requestFieldErrors, requestFieldLabel } from "./requestFieldErrors";

const schema = {
  type: "object",
  additionalProperties: false,
  required: ["phoneNumber", "rating"],
  properties: {
    phoneNumber: { type: "string", pattern: "^0[0-9]{10}$" },
    rating: { type: "integer", minimum: 1, maximum: 5, title: "Your rating" },
    items: { type: "array", items: { type: "object", properties: { amountPaid: { type: "number" } } } },
  },
};

const refusal = (data: unknown) => {
  const validate = createAjv().compile(schema);
  expect(validate(data)).toBe(false);
  return requestFieldErrors(schema, validate.errors ?? []);
};

describe("requestFieldLabel", () => {
  it("is the field's title, else its name in words", () => {
    expect(requestFieldLabel(schema, "rating")).toBe("Your rating");
    expect(requestFieldLabel(schema, "phoneNumber")).toBe("Phone number");
    expect(requestFieldLabel(schema, "items.0.amountPaid")).toBe("Amount paid");
    expect(requestFieldLabel(undefined, "userId")).toBe("User id");
    expect(requestFieldLabel(schema, "")).toBe("this field");
  });
});

describe("requestFieldErrors", () => {
  it("words a missing field, a number over its maximum and an unknown field for people", () => {
    expect(refusal({ rating: 6, mood: "happy" })).toEqual({
      message: "please input Phone number",
      errors: expect.arrayContaining([
        { path: "phoneNumber", message: "please input Phone number" },
        { path: "rating", message: "must be at most 5" },
        { path: "mood", message: "Mood is not an allowed field" },
      ]),
    });
  });

  it("names the first problem's field in the one-line message", () => {
    expect(refusal({ phoneNumber: "0803", rating: 3 })).toEqual({
      message: "Phone number: is not in the expected form",
      errors: [{ path: "phoneNumber", message: "is not in the expected form" }],
    });
    expect(refusal({ phoneNumber: "08031234567", rating: 3.5 }).message).toBe(
      "Your rating: must be a whole number",
    );
  });

  it("speaks of the whole request when it is not an object", () => {
    expect(refusal("text")).toEqual({
      message: "The request: is not filled in the right way",
      errors: [{ path: "", message: "is not filled in the right way" }],
    });
  });
});
