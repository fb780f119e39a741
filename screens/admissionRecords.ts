import type { ScreenRoute } from "./types";

/** The post-UTME exam slip, for the signed-in applicant (an applicant session, not a staff one). */
export const admissionRecordPublicScreens: ScreenRoute[] = [
  {
    path: "/invoice_generate_putme_slip",
    load: () => import("../src/client/features/admissionRecords/PutmeSlipPage"),
  },
];
