import type { ScreenRoute } from "./types";

/**
 * The student's change of department (issue 23; spec 2: /change_of_department_application and
 * its _details). The approvers' list, /student_management/change_of_department, is the workflow
 * file's screen (schemas/workflows/change-of-department.json).
 */
export const studentChangeOfDepartmentScreens: ScreenRoute[] = [
  {
    path: "/change_of_department_application",
    load: () => import("../src/client/features/changeOfDepartment/ApplicationPage"),
  },
  {
    path: "/change_of_department_application_details",
    load: () => import("../src/client/features/changeOfDepartment/DetailsPage"),
  },
];
