import type { RJSFSchema } from "@rjsf/utils";
import { act, cleanup, fireEvent } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { renderForm } from "../../../../tests/support/renderForm";

afterEach(cleanup);

const LGAS = Array.from({ length: 20 }, (_, i) => ({ const: i + 1, title: `LGA ${i + 1}` }));

const schema: RJSFSchema = {
  type: "object",
  title: "NCE application",
  required: ["personal", "olevel"],
  properties: {
    personal: {
      type: "object",
      title: "Personal details",
      description: "As on your birth certificate",
      required: ["surname", "gender", "dateOfBirth", "lgaId"],
      properties: {
        surname: { type: "string", title: "Surname", minLength: 2 },
        email: { type: "string", format: "email", title: "Email" },
        phone: { type: "string", title: "Mobile number" },
        gender: { type: "string", title: "Gender", enum: ["Male", "Female"] },
        maritalStatus: { type: "string", title: "Marital status", enum: ["Single", "Married"] },
        dateOfBirth: { type: "string", format: "date", title: "Date of birth" },
        lgaId: { type: "integer", title: "Local government area", oneOf: LGAS },
        children: { type: "integer", title: "Number of children" },
        address: { type: "string", title: "Contact address" },
        passport: { type: "string", format: "data-url", title: "Passport photo" },
        hobbies: {
          type: "array",
          title: "Hobbies",
          uniqueItems: true,
          items: { type: "string", enum: ["Reading", "Football"] },
        },
        hostel: { type: "boolean", title: "Needs hostel" },
        declaration: { type: "boolean", title: "I declare the above is true", const: true },
      },
    },
    olevel: {
      type: "array",
      title: "O-level results",
      minItems: 1,
      items: {
        type: "object",
        required: ["subject", "grade"],
        properties: {
          subject: { type: "string", title: "Subject" },
          grade: { type: "string", title: "Grade", enum: ["A1", "B2", "C4"] },
        },
      },
    },
    phones: { type: "array", title: "Other phone numbers", items: { type: "string" } },
  },
};

const uiSchema = {
  personal: {
    phone: { "ui:widget": "tel", "ui:help": "Format: 08012345678" },
    gender: { "ui:widget": "radio", "ui:options": { inline: true } },
    children: { "ui:widget": "updown" },
    address: { "ui:widget": "textarea" },
    passport: { "ui:options": { accept: "image/png,image/jpeg", maxSizeKb: 100 } },
    hobbies: { "ui:widget": "checkboxes" },
    hostel: { "ui:widget": "switch" },
  },
};

const data = {
  olevel: [{ subject: "Mathematics" }, { subject: "English", grade: "B2" }],
  phones: ["08030000001"],
};

async function violations(root: Element): Promise<axe.Result[]> {
  const results = await axe.run(root, {
    // jsdom cannot compute styles, so contrast cannot be judged here (Playwright covers it).
    rules: { "color-contrast": { enabled: false } },
  });
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

function describeViolations(list: axe.Result[]): string[] {
  return list.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("accessibility (axe-core)", () => {
  it("a sample application form has no serious or critical violations, before and after errors", async () => {
    const { container } = renderForm(schema, uiSchema, data);
    expect(describeViolations(await violations(container))).toEqual([]);

    const form = container.querySelector("form");
    if (!form) throw new Error("no form");
    act(() => {
      fireEvent.submit(form);
    });
    expect(container.querySelectorAll("[aria-invalid=true]").length).toBeGreaterThan(0);
    expect(describeViolations(await violations(container))).toEqual([]);
  });

  it("the read-only preview has no serious or critical violations", async () => {
    const { container } = renderForm(schema, uiSchema, data, { readonly: true });
    expect(describeViolations(await violations(container))).toEqual([]);
  });
});
