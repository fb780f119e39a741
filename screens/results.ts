import {
  VERIFY_CLEARANCE_ROUTE,
  VERIFY_TRANSCRIPT_ROUTE,
} from "../src/client/features/results/verificationRoutes";
import type { ScreenRoute } from "./types";

/**
 * Results, transcripts and graduate clearance (issue 13; spec section 2: student /results and
 * /results/result; staff /results/classlist and /classlist/view; student management clear,
 * clear/view, graduate_clearance, graduate_clearance_view, graduate_clearance_slip). The
 * registry's transcript screens (/results/transcripts, /results/transcripts/print) are not named
 * by the spec; /verify_transcript/:code and /verify_clearance/:code (where the transcript's and the
 * clearance slip's QR codes lead) mirror /verify_receipt.
 */
const clearance = () => import("../src/client/features/results/ClearancePages");
/** The verification pages: open to visitors, and to staff signed in (a printed code opens in any session). */
const verificationScreens: ScreenRoute[] = [
  {
    path: `${VERIFY_TRANSCRIPT_ROUTE}/:code`,
    load: () => import("../src/client/features/results/VerifyTranscriptPage"),
  },
  {
    path: `${VERIFY_CLEARANCE_ROUTE}/:code`,
    load: () => import("../src/client/features/results/VerifyClearancePage"),
  },
];

export const studentResultScreens: ScreenRoute[] = [
  { path: "/results", load: () => import("../src/client/features/results/ResultsPage") },
  { path: "/results/result", load: () => import("../src/client/features/results/ResultStatementPage") },
  {
    path: "/student_management/graduate_clearance_slip",
    load: async () => ({ default: (await clearance()).StudentClearanceSlipPage }),
  },
];

const COMPOSITE_READERS = ["registrar", "hod", "dean"] as const;
const REGISTRY = ["registrar"] as const;

export const staffResultScreens: ScreenRoute[] = [
  {
    path: "/results/classlist",
    load: () => import("../src/client/features/results/ClassListPage"),
    access: COMPOSITE_READERS,
    group: { name: "result_management", title: "Class List", order: 1 },
  },
  {
    path: "/results/classlist/view",
    load: () => import("../src/client/features/results/CompositeSheetPage"),
    access: COMPOSITE_READERS,
    title: "Composite result sheet",
    record: {
      params: ["departmentId", "programmeId", "levelId", "sessionId", "semesterId"],
      what: "class",
      list: { route: "/results/classlist", title: "Class List" },
    },
  },
  {
    path: "/results/transcripts",
    load: () => import("../src/client/features/results/TranscriptRequestsPage"),
    access: REGISTRY,
    group: { name: "result_management", title: "Transcripts", order: 5 },
  },
  {
    path: "/results/transcripts/print",
    load: () => import("../src/client/features/results/TranscriptPrintPage"),
    access: REGISTRY,
  },
  {
    path: "/student_management/clear/view",
    load: async () => ({ default: (await clearance()).ClearanceViewPage }),
    access: REGISTRY,
    title: "Graduate clearance",
    record: {
      params: ["studentId"],
      what: "student",
      list: { route: "/student_management/clear", title: "Clearance" },
    },
  },
  {
    path: "/student_management/graduate_clearance",
    load: async () => ({ default: (await clearance()).GraduatesPage }),
    access: REGISTRY,
    group: { name: "student_management", title: "Graduate Clearance", order: 8 },
  },
  {
    path: "/student_management/graduate_clearance_view",
    load: async () => ({ default: (await clearance()).GraduateViewPage }),
    access: REGISTRY,
    title: "Graduate clearance",
    record: {
      params: ["studentId"],
      what: "student",
      list: { route: "/student_management/graduate_clearance", title: "Graduate Clearance" },
    },
  },
  {
    path: "/student_management/graduate_clearance_slip",
    load: async () => ({ default: (await clearance()).StaffClearanceSlipPage }),
    access: REGISTRY,
    title: "Graduate clearance slip",
    record: {
      params: ["studentId"],
      what: "student",
      list: { route: "/student_management/graduate_clearance", title: "Graduate Clearance" },
    },
  },
  ...verificationScreens,
];

/** For visitors: where a transcript's and a clearance slip's QR codes lead. */
export const publicResultScreens: ScreenRoute[] = verificationScreens;
