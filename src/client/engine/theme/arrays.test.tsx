import type { RJSFSchema } from "@rjsf/utils";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderForm } from "../../../../tests/support/renderForm";

afterEach(cleanup);

const schema: RJSFSchema = {
  type: "object",
  properties: {
    subjects: {
      type: "array",
      title: "O-level subjects",
      items: {
        type: "object",
        required: ["subject"],
        properties: {
          subject: { type: "string", title: "Subject" },
          grade: { type: "string", title: "Grade", enum: ["A1", "B2", "B3", "C4"] },
          subjectId: { type: "integer" },
        },
      },
    },
    phones: { type: "array", title: "Other phone numbers", items: { type: "string" } },
  },
};

const uiSchema = {
  subjects: { items: { "ui:order": ["grade", "subject", "*"], subjectId: { "ui:widget": "hidden" } } },
};

const rows = [
  { subject: "Mathematics", grade: "A1" },
  { subject: "English", grade: "B2" },
  { subject: "Physics", grade: "C4" },
];

function subjectsOf(data: unknown): string[] {
  if (typeof data !== "object" || data === null || !("subjects" in data) || !Array.isArray(data.subjects))
    return [];
  return data.subjects.map((row: { subject?: string }) => row.subject ?? "");
}

describe("array of objects as a table", () => {
  it("has a header per item property (ui:order respected, hidden fields left out) and a row per item", () => {
    renderForm(schema, uiSchema, { subjects: rows });
    const table = screen.getByRole("table", { name: "O-level subjects" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent?.replace("*", "").trim());
    expect(headers).toEqual(["Grade", "Subject", "Actions"]);
    expect(within(table).getAllByRole("row")).toHaveLength(1 + rows.length);
    // Each cell input is named by its column and row.
    expect((screen.getByLabelText("Subject, row 2") as HTMLInputElement).value).toBe("English");
    expect(screen.getByLabelText("Grade, row 3").tagName).toBe("SELECT");
  });

  it("adds, removes and reorders rows", () => {
    const form = renderForm(schema, uiSchema, { subjects: rows });
    fireEvent.click(screen.getByRole("button", { name: "Move O-level subjects row 2 up" }));
    expect(subjectsOf(form.data())).toEqual(["English", "Mathematics", "Physics"]);

    fireEvent.click(screen.getByRole("button", { name: "Move O-level subjects row 2 down" }));
    expect(subjectsOf(form.data())).toEqual(["English", "Physics", "Mathematics"]);

    fireEvent.click(screen.getByRole("button", { name: "Remove O-level subjects row 1" }));
    expect(subjectsOf(form.data())).toEqual(["Physics", "Mathematics"]);

    fireEvent.click(screen.getAllByRole("button", { name: "Add row" })[0] as HTMLElement);
    expect(subjectsOf(form.data())).toHaveLength(3);
    fireEvent.change(screen.getByLabelText("Subject, row 3"), { target: { value: "Chemistry" } });
    expect(subjectsOf(form.data())).toEqual(["Physics", "Mathematics", "Chemistry"]);
  });

  it("disables moving the first row up and the last row down", () => {
    renderForm(schema, uiSchema, { subjects: rows });
    const up = screen.getByRole("button", { name: "Move O-level subjects row 1 up" }) as HTMLButtonElement;
    const down = screen.getByRole("button", {
      name: "Move O-level subjects row 3 down",
    }) as HTMLButtonElement;
    expect(up.disabled).toBe(true);
    expect(down.disabled).toBe(true);
  });

  it("shows an error inside the cell of the row that has it", () => {
    const { container } = renderForm(schema, uiSchema, { subjects: [{ grade: "A1" }] });
    const form = container.querySelector("form");
    if (!form) throw new Error("no form");
    fireEvent.submit(form);
    const subject = screen.getByLabelText("Subject, row 1");
    expect(subject.getAttribute("aria-invalid")).toBe("true");
    const cell = subject.closest("td");
    expect(cell?.textContent).toMatch(/required/);
  });
});

describe("array of scalars as a list", () => {
  it("renders a list; add and remove change the data", () => {
    const form = renderForm(schema, uiSchema, { phones: ["08030000001"] });
    const list = screen.getByRole("list", { name: "Other phone numbers" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    fireEvent.change(screen.getByLabelText("Other phone numbers 2"), { target: { value: "08030000002" } });
    expect(form.data()).toMatchObject({ phones: ["08030000001", "08030000002"] });
    fireEvent.click(screen.getByRole("button", { name: "Remove Other phone numbers item 1" }));
    expect(form.data()).toMatchObject({ phones: ["08030000002"] });
  });
});
