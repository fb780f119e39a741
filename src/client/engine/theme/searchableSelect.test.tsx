import type { RJSFSchema } from "@rjsf/utils";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderForm } from "../../../../tests/support/renderForm";

afterEach(cleanup);

const LGAS = [
  "Agege",
  "Ajeromi-Ifelodun",
  "Alimosho",
  "Amuwo-Odofin",
  "Apapa",
  "Badagry",
  "Epe",
  "Eti-Osa",
  "Ibeju-Lekki",
  "Ifako-Ijaiye",
  "Ikeja",
  "Ikorodu",
  "Kosofe",
  "Lagos Island",
  "Lagos Mainland",
  "Mushin",
  "Ojo",
  "Oshodi-Isolo",
  "Shomolu",
  "Surulere",
];

const schema: RJSFSchema = {
  type: "object",
  properties: {
    lgaId: {
      type: "integer",
      title: "Local government area",
      oneOf: LGAS.map((title, i) => ({ const: i + 1, title })),
    },
    gender: { type: "string", title: "Gender", enum: ["Male", "Female"] },
  },
};

describe("searchable select", () => {
  it("is used for long lists only", () => {
    renderForm(schema);
    expect(screen.getByRole("combobox", { name: "Local government area" }).tagName).toBe("INPUT");
    expect(screen.getByRole("combobox", { name: "Gender" }).tagName).toBe("SELECT");
  });

  it("filters options as the user types and selects one by keyboard", async () => {
    const form = renderForm(schema);
    // Until it is first focused the field is a placeholder input; focusing it mounts the Suggest,
    // whose input takes the focus (and the same id and name).
    act(() => screen.getByRole("combobox", { name: "Local government area" }).focus());
    const input = screen.getByRole("combobox", { name: "Local government area" });
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: "ik" } });
    await waitFor(() =>
      expect(
        within(screen.getByRole("listbox"))
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Ikeja", "Ikorodu"]),
    );
    // The input names the list it controls (Blueprint's own id pointed at nothing).
    expect(input.getAttribute("aria-controls")).toBe(screen.getByRole("listbox").id);
    expect(screen.getByRole("listbox").id).toBe("root_lgaId-options");
    // The first match is active; ArrowDown moves to the second.
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.keyUp(input, { key: "Enter" });
    await waitFor(() => expect(form.data()).toMatchObject({ lgaId: 12 }));
    expect((input as HTMLInputElement).value).toBe("Ikorodu");
  });

  it("shows the chosen option's label for an existing value", () => {
    renderForm(schema, {}, { lgaId: 12 });
    expect((screen.getByRole("combobox", { name: "Local government area" }) as HTMLInputElement).value).toBe(
      "Ikorodu",
    );
  });
});
