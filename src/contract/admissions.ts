import type { FromSchema } from "json-schema-to-ts";
import { clearanceComponentSchema, clearanceOfficeSchema } from "../schema/componentsClearance";
import { applicantCodeSentSchema } from "./applicants";
import { phoneNumberSchema } from "./payments";

/**
 * From admitted to student (issue 12): the admission list the admissions office uploads
 * (`/api/AdmissionList…`), the public admission status check with the acceptance fee and the
 * admission letter (`/api/AdmissionStatus/…`), and the admitted applicant's own student profile
 * and account (`/api/StudentAccount/…`).
 */

/** An application number (NCE/2026/000012) or a JAMB registration number, as typed. */
export const admissionReferenceSchema = {
  type: "string",
  minLength: 1,
  maxLength: 40,
  pattern: "^\\s*[A-Za-z0-9][A-Za-z0-9/_-]*\\s*$",
  description: "The application number (NCE/2026/000012) or the JAMB registration number",
} as const;

/**
 * Who asks: the number and the phone number the application was made with. A status is never
 * shown for a number alone (application numbers are short and sequential); both travel in a POST
 * body, never in a URL.
 */
export const admissionLookupBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["reference", "phoneNumber"],
  properties: { reference: admissionReferenceSchema, phoneNumber: phoneNumberSchema },
} as const;
export type AdmissionLookupBody = FromSchema<typeof admissionLookupBodySchema>;

export const ADMISSION_STATES = ["admitted", "not_admitted", "pending"] as const;
export type AdmissionState = (typeof ADMISSION_STATES)[number];

const nullableText = { type: ["string", "null"] } as const;

export const admissionStatusSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "status",
    "message",
    "applicationNumber",
    "fullName",
    "applicationType",
    "sessionName",
    "programme",
    "department",
    "courseOption",
    "level",
    "acceptance",
    "acceptanceFee",
    "matricNumber",
  ],
  properties: {
    status: { type: "string", enum: ADMISSION_STATES },
    message: { type: "string" },
    applicationNumber: { type: "string" },
    fullName: { type: "string" },
    applicationType: { type: "string" },
    sessionName: { type: "string" },
    programme: nullableText,
    department: nullableText,
    courseOption: nullableText,
    level: nullableText,
    /** The acceptance fee invoice (admitted only), when one has been generated. */
    acceptance: {
      oneOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: ["invoiceNumber", "status", "amount"],
          properties: {
            invoiceNumber: { type: "string" },
            status: { type: "string" },
            /** Kobo. */
            amount: { type: "integer" },
          },
        },
      ],
    },
    /**
     * Kobo: what the fee setup charges this admitted applicant for acceptance, so the page can say
     * the amount before an invoice exists; null when not admitted or when no fee is set yet.
     */
    acceptanceFee: { type: ["integer", "null"] },
    /** Set once the applicant has created their student profile. */
    matricNumber: nullableText,
  },
} as const;
export type AdmissionStatus = FromSchema<typeof admissionStatusSchema>;

export const ADMISSION_MESSAGES = {
  noMatch:
    "No application matches this application or registration number and phone number. Please check your details.",
  pending:
    "Your application has been received and is still being considered. No admission decision has been published for it yet; please check again later.",
  notAdmitted:
    "We regret to inform you that you were not offered admission in this exercise. Thank you for your interest in the College.",
  admitted: (programme: string, department: string, session: string) =>
    `Congratulations! You have been offered provisional admission into ${programme}, Department of ${department}, for the ${session} academic session.`,
  notAdmittedForInvoice: "Only an admitted applicant pays the acceptance fee.",
  acceptanceUnpaid:
    "Your acceptance fee has not been paid yet: pay it first, then create your student profile.",
  profileExists: (matricNumber: string) =>
    `You have already created your student profile: your matric number is ${matricNumber}. Sign in at the login page.`,
  noEmail:
    "Your application has no email address to send a verification code to. Please contact the admissions office.",
  signInFirst: "Please verify your account with your application number first.",
  clearanceNotAdmitted:
    "The components clearance form is for admitted candidates, and no admission has been offered on this application. Check your admission status for the decision.",
  clearanceUnpaid:
    "Your components clearance form is issued once your acceptance fee is paid: generate the acceptance fee invoice at Check Admission Status and pay it first.",
} as const;

// ---------------------------------------------------------------------------------------------
// The components clearance form (/components_clerance_form)

/**
 * What the admitted candidate prints and takes round the offices: who they are and what they
 * were admitted into, the documents to present and the offices that clear them
 * (`schemas/documents/components-clearance.json`, only the components that apply to them).
 */
export const clearanceFormSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "office", "instructions", "candidate", "components", "offices"],
  properties: {
    title: { type: "string" },
    office: { type: "string" },
    instructions: { type: "array", items: { type: "string" } },
    candidate: {
      type: "object",
      additionalProperties: false,
      required: [
        "applicationNumber",
        "fullName",
        "jambNumber",
        "matricNumber",
        "applicationType",
        "sessionName",
        "programme",
        "department",
        "courseOption",
        "level",
        "passport",
        "acceptanceReceiptNumber",
      ],
      properties: {
        applicationNumber: { type: "string" },
        fullName: { type: "string" },
        /** The JAMB registration number the application holds, if any. */
        jambNumber: nullableText,
        matricNumber: nullableText,
        applicationType: { type: "string" },
        sessionName: { type: "string" },
        programme: { type: "string" },
        department: { type: "string" },
        courseOption: nullableText,
        level: { type: "string" },
        /** The application's passport photograph (a data URL), if it has one. */
        passport: nullableText,
        acceptanceReceiptNumber: { type: "string" },
      },
    },
    components: { type: "array", items: clearanceComponentSchema },
    offices: { type: "array", items: clearanceOfficeSchema },
  },
} as const;
export type ClearanceForm = FromSchema<typeof clearanceFormSchema>;

// ---------------------------------------------------------------------------------------------
// The admission list (admissions office)

export const admissionUploadResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["saved", "admitted", "notAdmitted"],
  properties: {
    saved: { type: "integer" },
    admitted: { type: "integer" },
    notAdmitted: { type: "integer" },
  },
} as const;
export type AdmissionUploadResult = FromSchema<typeof admissionUploadResultSchema>;

/** The upload's columns, in the template's order ("Course Option" and "Level" may be empty). */
export const ADMISSION_LIST_COLUMNS = [
  "Application Number",
  "Status",
  "Programme",
  "Department",
  "Course Option",
  "Level",
] as const;

// ---------------------------------------------------------------------------------------------
// The admitted applicant's student profile and account

export { applicantCodeSentSchema as accountCodeSentSchema };

export const accountVerifyCodeBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["reference", "phoneNumber", "code"],
  properties: {
    reference: admissionReferenceSchema,
    phoneNumber: phoneNumberSchema,
    code: { type: "string", pattern: "^\\s*[0-9]{6}\\s*$", description: "The 6-digit code from the email" },
  },
} as const;
export type AccountVerifyCodeBody = FromSchema<typeof accountVerifyCodeBodySchema>;

/** What the student record will hold, all carried over from the application and the admission. */
export const profilePreviewSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "applicationNumber",
    "lastName",
    "firstName",
    "middleName",
    "email",
    "mobileNumber",
    "gender",
    "dateOfBirth",
    "state",
    "lga",
    "programme",
    "department",
    "courseOption",
    "level",
    "studentType",
    "modeOfEntry",
    "modeOfStudy",
    "sessionOfEntry",
    "matricNumber",
  ],
  properties: {
    applicationNumber: { type: "string" },
    lastName: { type: "string" },
    firstName: { type: "string" },
    middleName: nullableText,
    email: nullableText,
    mobileNumber: { type: "string" },
    gender: nullableText,
    dateOfBirth: nullableText,
    state: nullableText,
    lga: nullableText,
    programme: { type: "string" },
    department: { type: "string" },
    courseOption: nullableText,
    level: { type: "string" },
    studentType: { type: "string" },
    modeOfEntry: { type: "string" },
    modeOfStudy: { type: "string" },
    sessionOfEntry: { type: "string" },
    /** Set once the profile exists. */
    matricNumber: nullableText,
  },
} as const;
export type ProfilePreview = FromSchema<typeof profilePreviewSchema>;

export const createProfileBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["password", "confirmPassword"],
  properties: {
    password: { type: "string", strongPassword: true },
    confirmPassword: { type: "string", maxLength: 200 },
  },
} as const;
export type CreateProfileBody = FromSchema<typeof createProfileBodySchema>;

export const profileCreatedSchema = {
  type: "object",
  additionalProperties: false,
  required: ["matricNumber", "userName", "fullName"],
  properties: {
    matricNumber: { type: "string" },
    /** What to sign in with at /login: the matric number. */
    userName: { type: "string" },
    fullName: { type: "string" },
  },
} as const;
export type ProfileCreated = FromSchema<typeof profileCreatedSchema>;
