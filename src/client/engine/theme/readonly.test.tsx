import type { RJSFSchema } from "@rjsf/utils";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderForm } from "../../../../tests/support/renderForm";

afterEach(cleanup);

const PNG =
  "data:image/png;name=passport.png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const schema: RJSFSchema = {
  type: "object",
  title: "Preview",
  properties: {
    surname: { type: "string", title: "Surname" },
    password: { type: "string", title: "Password" },
    state: {
      type: "string",
      title: "State",
      oneOf: [
        { const: "LA", title: "Lagos" },
        { const: "OG", title: "Ogun" },
      ],
    },
    dateOfBirth: { type: "string", format: "date", title: "Date of birth" },
    enrolledBefore: { type: "boolean", title: "Enrolled before" },
    passport: { type: "string", format: "data-url", title: "Passport photo" },
    middlename: { type: "string", title: "Middle name" },
    subjects: {
      type: "array",
      title: "Subjects",
      items: {
        type: "object",
        properties: {
          subject: { type: "string", title: "Subject" },
          grade: { type: "string", title: "Grade" },
        },
      },
    },
  },
};

const data = {
  surname: "Okafor",
  password: "S3cret!pass",
  state: "OG",
  dateOfBirth: "2004-03-12",
  enrolledBefore: true,
  passport: PNG,
  subjects: [{ subject: "Mathematics", grade: "A1" }],
};

describe("read-only mode", () => {
  it("shows values, not inputs", () => {
    const { container } = renderForm(schema, { password: { "ui:widget": "password" } }, data, {
      readonly: true,
    });
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
    expect(screen.queryAllByRole("combobox")).toHaveLength(0);
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
    expect(container.querySelectorAll("input:not([type=hidden]), select, textarea")).toHaveLength(0);
    // No row buttons, no "Add row".
    expect(screen.queryByRole("button", { name: /row/ })).toBeNull();

    const text = container.textContent ?? "";
    expect(text).toContain("Okafor");
    expect(text).toContain("Ogun");
    expect(text).toContain("12 March 2004");
    expect(text).toContain("Yes");
    expect(text).toContain("Mathematics");
    expect(text).toContain("Not provided");
    expect(text).not.toContain("S3cret!pass");
    expect(screen.getByRole("img", { name: "Preview of passport.png" })).toBeTruthy();
  });

  it("makes a single field read-only through the schema", () => {
    renderForm(
      { type: "object", properties: { regNumber: { type: "string", title: "Reg. number", readOnly: true } } },
      {},
      { regNumber: "12345678AB" },
    );
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
    expect(screen.getByText("12345678AB").id).toBe("root_regNumber");
  });
});
