import type { RJSFSchema } from "@rjsf/utils";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderForm } from "../../../../tests/support/renderForm";

afterEach(cleanup);

const schema: RJSFSchema = {
  type: "object",
  required: ["surname", "gender"],
  properties: {
    surname: { type: "string", title: "Surname", minLength: 2 },
    gender: { type: "string", title: "Gender", enum: ["Male", "Female"] },
    email: { type: "string", title: "Email", format: "email" },
  },
};

function submit(container: HTMLElement) {
  const form = container.querySelector("form");
  if (!form) throw new Error("no form");
  fireEvent.submit(form);
}

describe("errors", () => {
  it("shows each error next to its field and marks the input invalid", () => {
    const { container, submits } = renderForm(
      schema,
      { gender: { "ui:widget": "radio" } },
      { email: "nope" },
    );
    submit(container);
    expect(submits).toHaveLength(0);

    const surname = screen.getByLabelText(/Surname/);
    expect(surname.getAttribute("aria-invalid")).toBe("true");
    expect(surname.getAttribute("aria-describedby")).toContain("root_surname__error");
    const surnameError = document.getElementById("root_surname__error");
    expect(surnameError?.textContent).toMatch(/required/);
    // The error sits inside the field's form group, in danger style.
    expect(surnameError?.closest(".bp6-form-group")?.contains(surname)).toBe(true);
    expect(surnameError?.className).toContain("bp6-intent-danger");

    const email = screen.getByLabelText("Email");
    expect(document.getElementById("root_email__error")?.textContent).toMatch(/format/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
  });

  it("lists the errors at the top; activating one focuses its field", () => {
    const { container } = renderForm(schema, { gender: { "ui:widget": "radio" } });
    submit(container);
    const summary = screen.getByRole("alert");
    expect(summary.textContent).toMatch(/problems with 2 fields/);
    const entries = within(summary).getAllByRole("button");
    expect(entries).toHaveLength(2);

    const surnameEntry = entries.find((button) => /Surname/.test(button.textContent ?? ""));
    const genderEntry = entries.find((button) => /Gender/.test(button.textContent ?? ""));
    if (!surnameEntry || !genderEntry) throw new Error("missing entries");

    fireEvent.click(surnameEntry);
    expect(document.activeElement).toBe(screen.getByLabelText(/Surname/));
    // A radio group has no element with the field id that takes focus: its first radio does.
    fireEvent.click(genderEntry);
    expect(document.activeElement).toBe(screen.getByLabelText("Male"));
  });

  it("submits once the errors are fixed", () => {
    const { container, submits } = renderForm(schema, {}, { surname: "Okafor", gender: "Male" });
    submit(container);
    expect(submits).toEqual([{ surname: "Okafor", gender: "Male" }]);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
