/** JSON Schemas of the dashboard answers: they document the calls (OpenAPI) and shape the output. */

const count = { type: "integer", minimum: 0 } as const;

const namedRef = {
  type: "object",
  required: ["id", "name"],
  properties: { id: { type: "integer" }, name: { type: "string" } },
} as const;

const term = {
  session: {
    type: ["object", "null"],
    required: ["id", "name", "isCurrent"],
    properties: { id: { type: "integer" }, name: { type: "string" }, isCurrent: { type: "boolean" } },
  },
  semester: { ...namedRef, type: ["object", "null"] },
} as const;

export const adminDashboardSchema = {
  type: "object",
  required: ["session", "semester", "counts"],
  properties: {
    ...term,
    counts: {
      type: "object",
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
          required: ["student", "lecturer", "official"],
          properties: { student: count, lecturer: count, official: count },
        },
        openRegistrationWindows: count,
        pendingBorrowedCourseRequests: count,
        currentNotices: count,
      },
    },
  },
} as const;

export const lecturerDashboardSchema = {
  type: "object",
  required: ["session", "semester", "lecturer", "courses", "posts"],
  properties: {
    ...term,
    lecturer: {
      type: ["object", "null"],
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
        required: ["post", "unitId", "unitName", "pendingBorrowedCourseRequests", "oldestPendingRequests"],
        properties: {
          post: { type: "string", enum: ["hod", "dean"] },
          unitId: { type: "integer" },
          unitName: { type: "string" },
          pendingBorrowedCourseRequests: count,
          oldestPendingRequests: {
            type: "array",
            items: {
              type: "object",
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
  required: ["session", "semester", "studentType", "courseRegistrationOpen", "unreadNotifications"],
  properties: {
    ...term,
    studentType: { ...namedRef, type: ["object", "null"] },
    courseRegistrationOpen: { type: "boolean" },
    unreadNotifications: count,
  },
} as const;
