/**
 * The public pages the SIWES form's and the student clearance form's QR codes lead to, alone: the
 * route tables (screens/siwes.ts) import only these, the pages stay in their lazy chunks.
 */
export const VERIFY_SIWES_ROUTE = "/verify_siwes";
export const VERIFY_CLEARANCE_FORM_ROUTE = "/verify_clearance_form";
