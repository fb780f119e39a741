import type { ApplicationChoice } from "../applications/applicationChoice";

export interface LandingProgramme {
  application: ApplicationChoice;
  summary: string;
  duration: string;
}

/** The programmes open for application on the landing page (spec section 2, "Our Programmes"). */
export const LANDING_PROGRAMMES: readonly LandingProgramme[] = [
  {
    application: {
      applicationMode: 1,
      id: 1,
      name: "NCE Programme",
      invoicePath: "/generate_nce_students_invoice",
      loginPath: "/nce_login",
      isPartTime: false,
    },
    summary:
      "The three-year, full-time Nigeria Certificate in Education in technical, vocational, science, arts and language education.",
    duration: "3 years · Full-time",
  },
  {
    application: {
      applicationMode: 5,
      id: 5,
      name: "Pre-NCE Programme (Sandwich)",
      invoicePath: "/generate_pre_nce_students_invoice",
      loginPath: "/pre_nce_login",
      isPartTime: true,
    },
    summary:
      "A one-year remedial programme run in long-vacation contact sessions, preparing candidates to meet NCE entry requirements.",
    duration: "1 year · Sandwich (part-time)",
  },
];
