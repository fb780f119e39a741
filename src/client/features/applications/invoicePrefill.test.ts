import { describe, expect, it } from "vitest";
import type { ApplicantInvoiceDetails } from "../../../contract/applicants";
import { loadApplicationType } from "./applicationTypes";
import { invoicePrefill } from "./invoicePrefill";

const AMAKA: ApplicantInvoiceDetails = {
  surname: "Okonkwo",
  firstName: "Amaka",
  middleName: "Ngozi",
  email: "amaka@example.com",
  mobileNumber: "08031234567",
};

describe("invoicePrefill", () => {
  it("fills the NCE form's personal step with the invoice's names, email and phone", async () => {
    const { schema } = await loadApplicationType("nce");
    expect(invoicePrefill(schema, AMAKA)).toEqual({
      personal: {
        surname: "Okonkwo",
        firstname: "Amaka",
        middlename: "Ngozi",
        email: "amaka@example.com",
        mobileNumber: "08031234567",
      },
    });
  });

  it("finds the fields through the shared person piece (degree), and leaves out what the invoice lacks", async () => {
    const { schema } = await loadApplicationType("degree");
    expect(invoicePrefill(schema, { ...AMAKA, middleName: null, email: " " })).toEqual({
      personal: { surname: "Okonkwo", firstname: "Amaka", mobileNumber: "08031234567" },
    });
  });

  it("fills only the first step asking for a surname: a next of kin's names further on stay empty", () => {
    const text = { type: "string" };
    const schema = {
      type: "object",
      properties: {
        programme: { type: "object", properties: { department: text } },
        applicant: { $ref: "#/definitions/names" },
        nextOfKin: { type: "object", properties: { surname: text, email: text } },
      },
      definitions: { names: { type: "object", properties: { surname: text, otherNames: text } } },
    };
    expect(invoicePrefill(schema, AMAKA)).toEqual({ applicant: { surname: "Okonkwo", otherNames: "Ngozi" } });
  });

  it("gives nothing to a form that asks for no surname", () => {
    const schema = { type: "object", properties: { programme: { type: "object", properties: {} } } };
    expect(invoicePrefill(schema, AMAKA)).toBeUndefined();
    expect(invoicePrefill(undefined, AMAKA)).toBeUndefined();
  });
});
