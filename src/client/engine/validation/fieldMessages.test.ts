import type { RJSFValidationError } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { fieldMessageOf, withFieldMessages } from "./fieldMessages";

const ui = {
  surname: { "ui:messages": { required: "please input surname" } },
  contact: { email: { "ui:messages": { format: "invalid email address" } } },
  olevel: { items: { grade: { "ui:messages": { required: "please choose a grade" } } } },
};

const error = (over: Partial<RJSFValidationError>): RJSFValidationError => ({
  stack: "",
  message: "must have required property 'Surname'",
  ...over,
});

describe("ui:messages", () => {
  it("finds a field's message for an error keyword, nested and inside arrays", () => {
    expect(fieldMessageOf(ui, { property: ".surname", name: "required" })).toBe("please input surname");
    expect(fieldMessageOf(ui, { property: ".contact.email", name: "format" })).toBe("invalid email address");
    expect(fieldMessageOf(ui, { property: ".olevel.2.grade", name: "required" })).toBe(
      "please choose a grade",
    );
    expect(fieldMessageOf(ui, { property: ".surname", name: "pattern" })).toBeUndefined();
    expect(fieldMessageOf(ui, { property: ".nothing", name: "required" })).toBeUndefined();
    expect(fieldMessageOf(ui, { property: undefined, name: "required" })).toBeUndefined();
  });

  it("replaces the message and names the field in the summary line", () => {
    const transform = withFieldMessages(ui);
    expect(
      transform(
        [
          error({ property: ".surname", name: "required", title: "Surname" }),
          error({
            property: ".phone",
            name: "nigerianPhone",
            title: "Phone number",
            message: "invalid phone number",
          }),
          error({ property: "", name: "type", message: "must be object" }),
        ],
        ui,
      ).map(({ message, stack }) => [message, stack]),
    ).toEqual([
      ["please input surname", "Surname: please input surname"],
      ["invalid phone number", "Phone number: invalid phone number"],
      ["must be object", "must be object"],
    ]);
  });
});
