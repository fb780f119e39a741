import type { RJSFSchema } from "@rjsf/utils";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderForm } from "../../../../tests/support/renderForm";

afterEach(cleanup);

const schema: RJSFSchema = {
  type: "object",
  properties: { passport: { type: "string", format: "data-url", title: "Passport photo" } },
};
const uiSchema = { passport: { "ui:options": { accept: "image/png,image/jpeg", maxSizeKb: 50 } } };

// A real 1×1 PNG.
const PNG_BYTES = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

function choose(file: File) {
  const input = screen.getByLabelText(/Passport photo/);
  fireEvent.change(input, { target: { files: [file] } });
  return input;
}

describe("file upload", () => {
  it("rejects a file of the wrong type before onChange, with a message by the field", () => {
    const form = renderForm(schema, uiSchema);
    const input = choose(new File(["GIF89a"], "passport.gif", { type: "image/gif" }));
    const message = screen.getByRole("alert");
    expect(message.textContent).toBe('"passport.gif" is not an accepted file type. Accepted: PNG, JPEG.');
    expect(input.getAttribute("aria-describedby")).toContain(message.id);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(form.data()).not.toHaveProperty("passport");
  });

  it("rejects a file that is too large", () => {
    const form = renderForm(schema, uiSchema);
    choose(new File([new Uint8Array(60 * 1024)], "big.png", { type: "image/png" }));
    expect(screen.getByRole("alert").textContent).toBe(
      '"big.png" is too large (60 KB). The maximum size is 50 KB.',
    );
    expect(form.data()).not.toHaveProperty("passport");
  });

  it("accepts a good PNG as a named data URL and previews it", async () => {
    const form = renderForm(schema, uiSchema);
    choose(new File(["GIF89a"], "wrong.gif", { type: "image/gif" }));
    choose(new File([PNG_BYTES], "passport.png", { type: "image/png" }));
    await waitFor(() =>
      expect(form.data()).toMatchObject({
        passport: expect.stringMatching(/^data:image\/png;name=passport\.png;base64,/),
      }),
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("img", { name: "Preview of passport.png" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Remove passport.png" }));
    expect(form.data()).toEqual({});
  });
});
