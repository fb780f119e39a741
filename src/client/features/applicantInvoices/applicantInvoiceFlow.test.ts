import { describe, expect, it } from "vitest";
import { applicationChoiceOf } from "../applications/applicationChoice";
import { applicationMetas } from "../applications/applicationMetas";
import {
  applicationChoicesAt,
  applicationMetaOf,
  invoiceFormStart,
  invoiceLookupOf,
  invoicePageApplication,
  invoiceRequestOf,
  invoiceScreenOf,
  isInvoiceScreenState,
  nextStepAfterPayment,
  receiptLinkOf,
  withContactTyped,
} from "./applicantInvoiceFlow";

const [nce, preNce] = ["nce", "pre_nce"].map((id) => {
  const meta = applicationMetas.find((candidate) => candidate.id === id);
  if (!meta) throw new Error(`no ${id} folder`);
  return meta;
}) as [(typeof applicationMetas)[number], (typeof applicationMetas)[number]];

describe("the public invoice flow", () => {
  it("finds the chosen application's type by its invoice route, else its mode", () => {
    expect(applicationMetaOf(applicationChoiceOf(preNce), applicationMetas)?.id).toBe("pre_nce");
    const viaGeneric = { ...applicationChoiceOf(nce), invoicePath: "/generate_students_invoice" };
    expect(applicationMetaOf(viaGeneric, applicationMetas)?.id).toBe("nce");
    expect(applicationMetaOf({ ...viaGeneric, applicationMode: 99 }, applicationMetas)).toBeUndefined();
    // Types sharing an invoice page are told apart by their mode, variants too (CBN-CPP is pg).
    const byId = (id: string) => applicationMetas.find((candidate) => candidate.id === id);
    for (const id of ["putme", "direct_entry", "supplementary", "jupeb"]) {
      const meta = byId(id);
      expect(meta && applicationMetaOf(applicationChoiceOf(meta), applicationMetas)?.id).toBe(id);
    }
    const pg = byId("pg");
    const cbnCpp = pg && applicationChoiceOf(pg, pg.variants[0]);
    expect(cbnCpp && applicationMetaOf(cbnCpp, applicationMetas)?.id).toBe("pg");
    const unknownShared = { ...viaGeneric, applicationMode: 99 };
    expect(applicationMetaOf(unknownShared, applicationMetas)).toBeUndefined();
  });

  it("shows each type's invoice on its own screen, or the generic one", () => {
    expect(invoiceScreenOf(nce)).toBe("/nce_invoice");
    expect(invoiceScreenOf(preNce)).toBe("/pre_nce_invoice");
    expect(
      invoiceScreenOf({ ...nce, invoice: { purpose: "ApplicationFee", route: "/generate_pg_invoice" } }),
    ).toBe("/other_students_invoice");
    expect(invoiceScreenOf(undefined)).toBe("/other_students_invoice");
  });

  it("opens step 2 with what the lookup knew, and marks exactly those fields known", () => {
    const start = invoiceFormStart({
      invoiceNumber: null,
      lastname: "Okafor",
      firstname: null,
      middleName: "",
      mobileNo: "08031234567",
      email: null,
      sessionId: 3,
      amount: null,
    });
    expect(start).toEqual({
      values: { lastName: "Okafor", mobileNumber: "08031234567", sessionId: 3 },
      known: ["lastName", "mobileNumber", "sessionId"],
    });
  });

  it("knows which applications an invoice page opened without state serves, and which one it is for", () => {
    const nceChoice = applicationChoiceOf(nce);
    expect(applicationChoicesAt("/generate_nce_students_invoice", applicationMetas)).toEqual([nceChoice]);
    const shared = applicationChoicesAt("/generate_students_invoice", applicationMetas);
    expect(shared.length).toBeGreaterThan(1);
    // A type's variants (CBN-CPP, ACE-SPED) are applications of their own on the page.
    const withVariants = applicationMetas.find(
      (meta) => meta.invoice.route === "/generate_students_invoice" && meta.variants.length > 0,
    );
    expect(withVariants).toBeDefined();
    for (const variant of withVariants?.variants ?? [])
      expect(shared.map((choice) => choice.applicationMode)).toContain(variant.applicationMode);
    expect(applicationChoicesAt("/nowhere", applicationMetas)).toEqual([]);

    const second = shared[1];
    expect(invoicePageApplication(nceChoice, String(second?.applicationMode), shared)).toBe(nceChoice);
    expect(invoicePageApplication(null, String(second?.applicationMode), shared)).toBe(second);
    expect(invoicePageApplication(null, "999", shared)).toBeUndefined();
    expect(invoicePageApplication(null, null, shared)).toBeUndefined();
    expect(invoicePageApplication(undefined, null, [nceChoice])).toBe(nceChoice);
  });

  it("looks an invoice up by the phone (as RegNumber) and the email together, trimmed", () => {
    expect(invoiceLookupOf({ regNumber: " 08031234567 ", email: " ada@example.com " }, "nce")).toEqual({
      applicationTypeId: "nce",
      regNumber: "08031234567",
      email: "ada@example.com",
    });
    expect(invoiceLookupOf({}, "nce")).toEqual({ applicationTypeId: "nce", regNumber: "", email: "" });
  });

  it("starts step 2 from the phone and email typed at step 1, whatever the lookup echoed", () => {
    const found = {
      invoiceNumber: null,
      lastname: null,
      firstname: null,
      middleName: null,
      mobileNo: "0803*****67",
      email: "a**@example.com",
      sessionId: 3,
      amount: 1_000_000,
    };
    expect(
      withContactTyped(found, {
        applicationTypeId: "nce",
        regNumber: "08031234567",
        email: "ada@example.com",
      }),
    ).toEqual({ ...found, mobileNo: "08031234567", email: "ada@example.com" });
  });

  it("sends the Invoice request trimmed, with the phone as RegNumber and empty optionals as null", () => {
    expect(
      invoiceRequestOf(
        {
          lastName: " Okafor ",
          firstName: "Chidinma",
          middleName: " ",
          mobileNumber: "08031234567",
          sessionId: 3,
          amount: 1_000_000,
        },
        "nce",
      ),
    ).toEqual({
      lastName: "Okafor",
      firstName: "Chidinma",
      middleName: null,
      email: null,
      mobileNumber: "08031234567",
      regNumber: "08031234567",
      sessionId: 3,
      amount: 1_000_000,
      applicationTypeId: "nce",
      referralCode: null,
    });
  });

  it("accepts as invoice screen state only an application choice with an invoice number", () => {
    const application = applicationChoiceOf(nce);
    expect(isInvoiceScreenState({ application, invoiceNumber: "INV00000A1B2C3" })).toBe(true);
    expect(isInvoiceScreenState({ application })).toBe(false);
    expect(isInvoiceScreenState({ application: { name: "NCE" }, invoiceNumber: "INV00000A1B2C3" })).toBe(
      false,
    );
    expect(isInvoiceScreenState(null)).toBe(false);
  });

  it("links a paid application or acceptance fee to its admission receipt, any other fee to its fee receipt", () => {
    const paid = { isPaid: true, invoiceNumber: "INV00000A1B2C3", rrr: "290012345678" };
    expect(receiptLinkOf({ ...paid, paymentPurposeId: 10 })).toBe(
      "/admission_status_reciepts?reference=INV00000A1B2C3",
    );
    expect(receiptLinkOf({ ...paid, paymentPurposeId: 2 })).toBe(
      "/admission_status_reciepts?reference=INV00000A1B2C3",
    );
    expect(receiptLinkOf({ ...paid, paymentPurposeId: 1 })).toBe("/fee_receipt?reference=INV00000A1B2C3");
    expect(receiptLinkOf({ ...paid, paymentPurposeId: 9 })).toBe("/sundry_reciepts?reference=INV00000A1B2C3");
    expect(receiptLinkOf({ ...paid, isPaid: false, paymentPurposeId: 10 })).toBeUndefined();
  });

  it("links a status check by RRR (which shows no invoice number) to the receipt by its RRR", () => {
    expect(
      receiptLinkOf({ isPaid: true, invoiceNumber: null, rrr: "290012345678", paymentPurposeId: 9 }),
    ).toBe("/sundry_reciepts?reference=290012345678");
  });

  it("sends a paid applicant on: to the type's sign-in after the application fee, to the status page after acceptance", () => {
    const paid = { isPaid: true, paymentPurposeId: 10, applicationTypeId: "nce" };
    expect(nextStepAfterPayment(paid, [nce])).toMatchObject({
      to: "/nce_login",
      text: "Continue to your NCE Programme application",
    });
    expect(nextStepAfterPayment({ ...paid, paymentPurposeId: 2 }, [nce])).toMatchObject({
      to: "/prospective_students",
    });
    // The sign-in opens with what the status page knows: the RRR (else the invoice number) and the phone.
    const known = { ...paid, rrr: "290012345678", invoiceNumber: "INV00000A1B2C3" };
    expect(nextStepAfterPayment(known, [nce], "08031234567")?.state).toEqual({
      reference: "290012345678",
      phoneNumber: "08031234567",
    });
    expect(nextStepAfterPayment({ ...known, rrr: null }, [nce])?.state).toEqual({
      reference: "INV00000A1B2C3",
    });
    // Not paid yet, a type the client does not know, or another fee: nothing to go on to.
    expect(nextStepAfterPayment({ ...paid, isPaid: false }, [nce])).toBeUndefined();
    expect(nextStepAfterPayment({ ...paid, applicationTypeId: "gone" }, [nce])).toBeUndefined();
    expect(
      nextStepAfterPayment({ ...paid, paymentPurposeId: 1, applicationTypeId: null }, [nce]),
    ).toBeUndefined();
  });
});
