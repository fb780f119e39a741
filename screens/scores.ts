import type { ScreenRoute } from "./types";

const myCourses = () => import("../src/client/features/scores/MyCoursesPage");
const classList = () => import("../src/client/features/scores/ClassListPage");
const scoreSheet = () => import("../src/client/features/scores/ScoreSheetPage");
const LECTURERS = ["lecturer"] as const;

/**
 * Lecturers' courses and score sheets, and the score-sheet approval chain (issue 13; spec section 2,
 * "Lecturer and HOD" /records and /class with view, results, classList; "Results" cbt_result_upload).
 * /records and /class show the same screens: the lecturer's assigned courses of a term.
 */
export const scoreScreens: ScreenRoute[] = [
  ...["/records", "/class"].flatMap((base): ScreenRoute[] => {
    // A course's pages are opened from the lecturer's courses with ?courseId=&sessionId=.
    const course = {
      params: ["courseId", "sessionId"],
      what: "course",
      list: { route: base, title: base === "/records" ? "My Courses" : "My Class" },
    };
    return [
      { path: base, load: myCourses, access: LECTURERS },
      { path: `${base}/view`, load: myCourses, access: LECTURERS },
      {
        path: `${base}/classList`,
        load: classList,
        access: ["lecturer", "registrar"],
        title: "Class list",
        record: course,
      },
      { path: `${base}/results`, load: scoreSheet, access: LECTURERS, title: "Score sheet", record: course },
    ];
  }),
  // One advisee's registrations and results (spec: /class with … results/student).
  {
    path: "/class/results/student",
    load: () => import("../src/client/features/results/AdviseeRecordPage"),
    access: LECTURERS,
    title: "Student record",
    record: {
      params: ["studentId"],
      what: "student",
      list: { route: "/class/approve_courses", title: "Course registrations" },
    },
  },
  {
    path: "/results/cbt_result_upload",
    load: () => import("../src/client/features/scores/CbtUploadPage"),
    access: LECTURERS,
    group: { name: "result_management", title: "CBT Result Upload", order: 3 },
  },
  {
    path: "/results/score_sheets/view",
    load: () => import("../src/client/features/scores/ScoreSheetViewPage"),
    access: ["hod", "dean", "registrar"],
    title: "Score sheet",
    record: {
      params: ["courseId", "sessionId"],
      what: "score sheet",
      list: { route: "/results/score_sheets", title: "Score Sheet Approval" },
    },
  },
];
