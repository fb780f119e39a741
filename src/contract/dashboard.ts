import type { FromSchema } from "json-schema-to-ts";
import { idSchema, namedRefSchema as namedRef } from "./ids";

/**
 * The dashboards (`/api/Dashboard/…-dashboard`): officials see the college's figures for a
 * session, lecturers their courses and pending approvals, students their term and status.
 */

const count = { type: "integer", minimum: 0 } as const;

/**
 * The academic term a dashboard speaks about: a session (null when none is marked current, as in
 * a fresh installation) and the college's current semester (one is current at a time, whichever
 * session is shown).
 */
const term = {
  session: {
    type: ["object", "null"],
    additionalProperties: false,
    required: ["id", "name", "isCurrent"],
    properties: { id: { type: "integer" }, name: { type: "string" }, isCurrent: { type: "boolean" } },
  },
  semester: { ...namedRef, type: ["object", "null"] },
} as const;

export const adminDashboardQuerySchema = {
  type: "object",
  properties: { sessionId: idSchema },
} as const;
export type AdminDashboardQuery = FromSchema<typeof adminDashboardQuerySchema>;

export const adminDashboardSchema = {
  type: "object",
  additionalProperties: false,
  required: ["session", "semester", "counts"],
  properties: {
    ...term,
    counts: {
      type: "object",
      additionalProperties: false,
      required: [
        "activeSchools",
        "activeDepartments",
        "activeProgrammes",
        "activeCourses",
        "activeLecturers",
        "activeUsers",
        "openRegistrationWindows",
        "pendingBorrowedCourseRequests",
        "currentNotices",
      ],
      properties: {
        activeSchools: count,
        activeDepartments: count,
        activeProgrammes: count,
        activeCourses: count,
        activeLecturers: count,
        activeUsers: {
          type: "object",
          additionalProperties: false,
          required: ["student", "lecturer", "official"],
          properties: { student: count, lecturer: count, official: count },
        },
        openRegistrationWindows: {
          ...count,
          description: "Windows of the session, any semester, switched on and open now",
        },
        pendingBorrowedCourseRequests: {
          ...count,
          description: "Borrowed-course requests of the session still waiting for approval or rejection",
        },
        currentNotices: { ...count, description: "Notices the landing page shows now" },
      },
    },
  },
} as const;

export const lecturerDashboardSchema = {
  type: "object",
  additionalProperties: false,
  required: ["session", "semester", "lecturer", "courses", "posts"],
  properties: {
    ...term,
    lecturer: {
      type: ["object", "null"],
      additionalProperties: false,
      description: "The lecturer's own record; null when the account is not linked to one yet",
      required: ["id", "staffNumber", "fullName", "rank", "departmentName", "schoolName"],
      properties: {
        id: { type: "integer" },
        staffNumber: { type: "string" },
        fullName: { type: "string" },
        rank: { type: "string" },
        departmentName: { type: "string" },
        schoolName: { type: "string" },
      },
    },
    courses: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["courseId", "code", "title", "units", "level", "semester", "isCoordinator"],
        properties: {
          courseId: { type: "integer" },
          code: { type: "string" },
          title: { type: "string" },
          units: { type: "integer" },
          level: { type: "string" },
          semester: { type: "string" },
          isCoordinator: { type: "boolean" },
        },
      },
    },
    posts: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["post", "unitId", "unitName", "pendingBorrowedCourseRequests", "oldestPendingRequests"],
        properties: {
          post: { type: "string", enum: ["hod", "dean"] },
          unitId: {
            type: "integer",
            description: "The department's id for a head of department, the School's for a dean",
          },
          unitName: { type: "string" },
          pendingBorrowedCourseRequests: count,
          oldestPendingRequests: {
            type: "array",
            description: "The longest-waiting pending requests (a glimpse; the list is one link away)",
            items: {
              type: "object",
              additionalProperties: false,
              required: ["id", "regNumber", "courseCode", "courseTitle", "requestedAt"],
              properties: {
                id: { type: "integer" },
                regNumber: { type: "string" },
                courseCode: { type: "string" },
                courseTitle: { type: "string" },
                requestedAt: { type: "string", format: "date-time" },
              },
            },
          },
        },
      },
    },
  },
} as const;

export const studentDashboardSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "session",
    "semester",
    "studentType",
    "student",
    "courseRegistrationOpen",
    "unreadNotifications",
  ],
  properties: {
    ...term,
    studentType: { ...namedRef, type: ["object", "null"], description: "Null for an account without one" },
    student: {
      type: ["object", "null"],
      additionalProperties: false,
      description:
        "The student record linked to the account (matric number, programme, level); null when none is",
      required: ["regNumber", "programme", "department", "level", "status"],
      properties: {
        regNumber: { type: "string" },
        programme: namedRef,
        department: namedRef,
        level: namedRef,
        status: { type: "string", enum: ["active", "graduated", "withdrawn", "suspended"] },
      },
    },
    courseRegistrationOpen: {
      type: "boolean",
      description:
        "A window of the current session and semester is open now for the student's programme and level",
    },
    unreadNotifications: {
      ...count,
      description: "Unread notifications of the bell's window (the last 7 days), so the two numbers agree",
    },
  },
} as const;

export type AdminDashboard = FromSchema<typeof adminDashboardSchema>;
export type AdminDashboardCounts = AdminDashboard["counts"];
export type LecturerDashboard = FromSchema<typeof lecturerDashboardSchema>;
export type AssignedCourse = LecturerDashboard["courses"][number];
export type StaffPost = LecturerDashboard["posts"][number];
export type StudentDashboard = FromSchema<typeof studentDashboardSchema>;
export type DashboardStudentRecord = NonNullable<StudentDashboard["student"]>;
/** The term part every dashboard starts with. */
export type DashboardTerm = Pick<StudentDashboard, "session" | "semester">;
