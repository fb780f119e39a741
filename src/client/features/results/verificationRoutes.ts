/**
 * The public pages the registry's printed documents' QR codes lead to, alone: the route tables
 * (screens/results.ts) import only these, the pages stay in their lazy chunks.
 */
export const VERIFY_TRANSCRIPT_ROUTE = "/verify_transcript";
export const VERIFY_CLEARANCE_ROUTE = "/verify_clearance";
