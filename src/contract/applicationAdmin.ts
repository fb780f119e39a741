import type { FromSchema } from "json-schema-to-ts";
import { invoiceSchema } from "./payments";

/**
 * The applications admin (spec section 2, "Applications admin"): /applications/delete removes an
 * application (audited, with a reason); /applications/manage_invoices finds applicants' invoices
 * and cancels unpaid ones. Roles: admissions (and the super-admin). /applications/setup is the
 * resource file schemas/resources/application-setup.json.
 */

/** An invoice number (INV…) or a Remita RRR (digits, dashes allowed). */
const invoiceReference = {
  type: "string",
  minLength: 1,
  maxLength: 40,
  pattern: "^\\s*[A-Za-z0-9-]+\\s*$",
  description: "The application invoice's number or RRR",
} as const;

export const applicationLookupQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["reference"],
  properties: { reference: invoiceReference },
} as const;
export type ApplicationLookupQuery = FromSchema<typeof applicationLookupQuerySchema>;

/** An application as the admissions office sees it before deleting it. */
export const applicationSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "applicationTypeId",
    "applicationType",
    "fullName",
    "invoiceNumber",
    "applicationNumber",
    "phoneNumber",
    "status",
    "submittedAt",
    "updatedAt",
  ],
  properties: {
    applicationTypeId: { type: "string" },
    applicationType: { type: "string" },
    fullName: { type: "string" },
    invoiceNumber: { type: "string" },
    applicationNumber: { type: "string" },
    phoneNumber: { type: "string" },
    status: { type: "string", enum: ["draft", "submitted"] },
    submittedAt: { type: ["string", "null"], format: "date-time" },
    updatedAt: { type: "string", format: "date-time" },
  },
} as const;
export type ApplicationSummary = FromSchema<typeof applicationSummarySchema>;

export const applicationDeleteBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["reference", "reason"],
  properties: {
    reference: invoiceReference,
    reason: {
      type: "string",
      minLength: 10,
      maxLength: 300,
      pattern: "\\S",
      description: "Why the application is deleted (kept in the audit log)",
    },
  },
} as const;
export type ApplicationDeleteBody = FromSchema<typeof applicationDeleteBodySchema>;

export const applicantInvoiceRowSchema = {
  type: "object",
  additionalProperties: false,
  required: ["applicationTypeId", "applicationType", "phoneNumber", "invoice"],
  properties: {
    applicationTypeId: { type: "string" },
    applicationType: { type: "string" },
    phoneNumber: { type: "string" },
    invoice: invoiceSchema,
  },
} as const;
export type ApplicantInvoiceRow = FromSchema<typeof applicantInvoiceRowSchema>;

export const APPLICATION_ADMIN_MESSAGES = {
  noInvoice: "No application invoice has this number or RRR.",
  noApplication: "This applicant has no application to delete.",
  admitted: "This applicant has been admitted: their application can no longer be deleted.",
  notApplication: "This is not an application invoice: manage it under Invoice management.",
} as const;
