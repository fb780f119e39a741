/** The student's change-of-department pages (spec 2), apart from the form so a link costs no form. */
export const CHANGE_OF_DEPARTMENT_ROUTES = {
  application: "/change_of_department_application",
  details: "/change_of_department_application_details",
} as const;
