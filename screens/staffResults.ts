import { clearance, resultVerificationScreens } from "./results";
import type { ScreenRoute } from "./types";

const COMPOSITE_READERS = ["registrar", "hod", "dean"] as const;
const REGISTRY = ["registrar"] as const;

/**
 * The staff's results, transcripts and graduate clearance screens (screens/results.ts says which
 * spec routes they are), apart from the students' and visitors' lines in results.ts.
 */
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
  ...resultVerificationScreens,
];
