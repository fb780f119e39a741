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

  it("replaces the message (ui:messages, else words for people, never ajv's) and names the field in the summary line", () => {
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
          error({ property: "", name: "type", message: "must be object", params: { type: "object" } }),
          error({
            property: ".olevel.0.examNumber",
            name: "required",
            title: "Exam number",
            message: "must have required property 'Exam number'",
            params: { missingProperty: "examNumber" },
          }),
          error({
            property: ".statement",
            name: "minLength",
            title: "Statement of purpose",
            message: "must NOT have fewer than 50 characters",
            params: { limit: 50 },
          }),
          error({
            property: ".email",
            name: "format",
            message: 'must match format "email"',
            params: { format: "email" },
          }),
        ],
        ui,
      ).map(({ message, stack }) => [message, stack]),
    ).toEqual([
      ["please input surname", "Surname: please input surname"],
      ["invalid phone number", "Phone number: invalid phone number"],
      ["is not filled in the right way", "is not filled in the right way"],
      // ajv's words never show: the missing field is named once, the others under their title.
      ["please input Exam number", "please input Exam number"],
      ["must be at least 50 characters long", "Statement of purpose: must be at least 50 characters long"],
      ["invalid email address", "invalid email address"],
    ]);
  });
});

describe("a given-together error in the summary", () => {
  it("is titled with the missing field it is shown under, not the field that asked for it", async () => {
    const { customizeValidator } = await import("@rjsf/validator-ajv8");
    const schema = {
      type: "object",
      properties: {
        licence: {
          type: "object",
          properties: {
            number: { type: "string", title: "Teaching licence number" },
            file: { type: "string", title: "Teaching licence file" },
          },
          dependencies: { file: ["number"], number: ["file"] },
        },
      },
    } as const;
    const uiSchema = {
      licence: {
        number: { "ui:messages": { dependencies: "please give the licence number with its file" } },
      },
    };
    const { errors } = customizeValidator().validateFormData(
      { licence: { file: "x" } },
      schema as never,
      undefined,
      withFieldMessages(uiSchema, schema),
      uiSchema,
    );
    expect(errors.map((e) => e.stack)).toEqual([
      "Teaching licence number: please give the licence number with its file",
    ]);
    // A title from the UI schema wins, as it does on the page.
    const titled = { licence: { number: { ...uiSchema.licence.number, "ui:title": "Licence no." } } };
    const again = customizeValidator().validateFormData(
      { licence: { file: "x" } },
      schema as never,
      undefined,
      withFieldMessages(titled, schema),
      titled,
    );
    expect(again.errors.map((e) => e.stack)).toEqual([
      "Licence no.: please give the licence number with its file",
    ]);
  });
});
