import type { RJSFSchema } from "@rjsf/utils";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderForm } from "../../../../tests/support/renderForm";
import { cellText } from "../grid/cellText";

afterEach(cleanup);

const schema: RJSFSchema = {
  type: "object",
  properties: { amount: { type: "integer", title: "Amount", minimum: 1 } },
};
const ui = { amount: { "ui:widget": "naira" } };

function amountInput(): HTMLInputElement {
  return screen.getByLabelText("Amount") as HTMLInputElement;
}

describe("naira widget", () => {
  it("shows stored kobo as naira with separators after a ₦ sign", () => {
    const { container } = renderForm(schema, ui, { amount: 4_500_050 });
    expect(amountInput().value).toBe("45,000.50");
    expect(container.querySelector(".naira-sign")?.textContent).toBe("₦");
  });

  it("stores what is typed in naira as integer kobo, and formats it on leaving", () => {
    const form = renderForm(schema, ui);
    fireEvent.focus(amountInput());
    fireEvent.change(amountInput(), { target: { value: "45000.5" } });
    expect(form.data()).toEqual({ amount: 4_500_050 });
    expect(amountInput().value).toBe("45000.5");
    fireEvent.blur(amountInput());
    expect(amountInput().value).toBe("45,000.50");
    fireEvent.change(amountInput(), { target: { value: "" } });
    expect(form.data()).toEqual({});
  });

  it("hands text that is no amount to the schema, which refuses it", () => {
    const form = renderForm(schema, ui);
    fireEvent.change(amountInput(), { target: { value: "1e3" } });
    expect(form.data()).toEqual({ amount: "₦1e3" });
    fireEvent.change(amountInput(), { target: { value: "4.505" } });
    expect(form.data()).toEqual({ amount: "₦4.505" });
    fireEvent.submit(amountInput().closest("form") as HTMLFormElement);
    expect(form.submits).toEqual([]);
    expect(screen.getAllByText(/must be integer/).length).toBeGreaterThan(0);
  });

  it("reads as ₦ text in a read-only form", () => {
    renderForm(schema, ui, { amount: 125_000_000 }, { readonly: true });
    expect(screen.getByText("₦1,250,000.00")).toBeTruthy();
  });
});

describe("naira grid column", () => {
  it("shows kobo as naira with ₦ and separators", () => {
    expect(cellText(4_500_050, "naira")).toBe("₦45,000.50");
    expect(cellText("250000", "naira")).toBe("₦2,500.00");
  });
});
