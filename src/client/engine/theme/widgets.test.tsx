import type { RJSFSchema } from "@rjsf/utils";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderForm } from "../../../../tests/support/renderForm";

afterEach(cleanup);

const schema: RJSFSchema = {
  type: "object",
  required: ["surname"],
  properties: {
    surname: { type: "string", title: "Surname" },
    email: { type: "string", format: "email", title: "Email" },
    phone: { type: "string", title: "Mobile number" },
    password: { type: "string", title: "Password" },
    children: { type: "integer", title: "Number of children" },
    address: { type: "string", title: "Contact address" },
    gender: { type: "string", title: "Gender", enum: ["Male", "Female"] },
    marital: { type: "string", title: "Marital status", enum: ["Single", "Married"] },
    enrolledBefore: { type: "boolean", title: "Enrolled before" },
    declaration: { type: "boolean", title: "I declare the above is true" },
    hostel: { type: "boolean", title: "Needs hostel" },
    sports: {
      type: "array",
      title: "Sports",
      uniqueItems: true,
      items: { type: "string", enum: ["Football", "Chess", "Athletics"] },
    },
    dateOfBirth: { type: "string", format: "date", title: "Date of birth" },
    applicantId: { type: "string" },
  },
};

const uiSchema = {
  phone: { "ui:widget": "tel" },
  password: { "ui:widget": "password" },
  children: { "ui:widget": "updown" },
  address: { "ui:widget": "textarea", "ui:options": { rows: 3 } },
  gender: { "ui:widget": "radio" },
  hostel: { "ui:widget": "switch" },
  sports: { "ui:widget": "checkboxes" },
  applicantId: { "ui:widget": "hidden" },
};

function input(name: RegExp | string): HTMLInputElement {
  const element = screen.getByLabelText(name);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    throw new Error(`not an input: ${String(name)}`);
  }
  return element as HTMLInputElement;
}

function record(data: unknown): Record<string, unknown> {
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
}

describe("widgets", () => {
  it("labels every input by its field title through <label for>", () => {
    renderForm(schema, uiSchema);
    const surname = screen.getByLabelText(/Surname/);
    expect(surname.id).toBe("root_surname");
    const label = document.querySelector('label[for="root_surname"]');
    expect(label?.textContent).toContain("Surname");
    expect(surname.getAttribute("aria-required")).toBe("true");
    expect(screen.getByRole("radiogroup", { name: "Gender" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Sports" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Marital status" })).toBeTruthy();
  });

  it("changes the value of text, email, tel, password, textarea and date inputs", () => {
    const form = renderForm(schema, uiSchema);
    fireEvent.change(input(/Surname/), { target: { value: "Okafor" } });
    fireEvent.change(input("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(input("Mobile number"), { target: { value: "08031234567" } });
    fireEvent.change(input("Password"), { target: { value: "S3cret!pass" } });
    fireEvent.change(input("Contact address"), { target: { value: "12 Broad Street" } });
    fireEvent.change(input("Date of birth"), { target: { value: "2004-03-12" } });
    expect(input("Email").type).toBe("email");
    expect(input("Mobile number").type).toBe("tel");
    expect(input("Password").type).toBe("password");
    expect(input("Date of birth").type).toBe("date");
    expect(screen.getByLabelText("Contact address").tagName).toBe("TEXTAREA");
    expect(form.data()).toMatchObject({
      surname: "Okafor",
      email: "ada@example.com",
      phone: "08031234567",
      password: "S3cret!pass",
      address: "12 Broad Street",
      dateOfBirth: "2004-03-12",
    });
  });

  it("turns an updown entry into a number", () => {
    const form = renderForm(schema, uiSchema);
    fireEvent.change(input("Number of children"), { target: { value: "3" } });
    expect(record(form.data()).children).toBe(3);
    fireEvent.click(screen.getByRole("button", { name: "Increase Number of children" }));
    expect(record(form.data()).children).toBe(4);
    fireEvent.click(screen.getByRole("button", { name: "Decrease Number of children" }));
    fireEvent.click(screen.getByRole("button", { name: "Decrease Number of children" }));
    expect(record(form.data()).children).toBe(2);
  });

  it("selects from a short list, radios, checkboxes, a checkbox and a switch", () => {
    const form = renderForm(schema, uiSchema);
    fireEvent.change(screen.getByLabelText("Marital status"), { target: { value: "1" } });
    fireEvent.click(screen.getByLabelText("Female"));
    fireEvent.click(screen.getByLabelText("Football"));
    fireEvent.click(screen.getByLabelText("Chess"));
    fireEvent.click(screen.getByLabelText("Enrolled before"));
    fireEvent.click(screen.getByLabelText("Needs hostel"));
    expect(form.data()).toMatchObject({
      marital: "Married",
      gender: "Female",
      sports: ["Football", "Chess"],
      enrolledBefore: true,
      hostel: true,
    });
    fireEvent.click(screen.getByLabelText("Football"));
    expect(record(form.data()).sports).toEqual(["Chess"]);
  });

  it("keeps hidden values in a hidden input", () => {
    const { container } = renderForm(schema, uiSchema, { applicantId: "A-17" });
    const hidden = container.querySelector<HTMLInputElement>("input#root_applicantId");
    expect(hidden?.type).toBe("hidden");
    expect(hidden?.value).toBe("A-17");
  });

  it("treats the legacy placeholder date as empty", () => {
    renderForm(schema, uiSchema, { dateOfBirth: "0001-01-01T00:00:00" });
    expect(input("Date of birth").value).toBe("");
  });

  it("renders disabled inputs when the form is disabled", () => {
    renderForm(schema, uiSchema, { surname: "Okafor" }, { disabled: true });
    expect(input(/Surname/).disabled).toBe(true);
    expect((screen.getByLabelText("Marital status") as HTMLSelectElement).disabled).toBe(true);
    expect(input("Female").disabled).toBe(true);
    expect(input("Needs hostel").disabled).toBe(true);
  });

  it("shows help and description texts and points the input at them", () => {
    renderForm(
      { type: "object", properties: { nin: { type: "string", title: "NIN", description: "11 digits" } } },
      { nin: { "ui:help": "Printed on your NIN slip" } },
    );
    const nin = input("NIN");
    const describedBy = nin.getAttribute("aria-describedby") ?? "";
    expect(describedBy.split(" ").sort()).toEqual(["root_nin__description", "root_nin__help"]);
    expect(document.getElementById("root_nin__help")?.textContent).toBe("Printed on your NIN slip");
    expect(within(document.body).getByText("11 digits").id).toBe("root_nin__description");
  });
});
