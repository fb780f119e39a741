import type { ResourceFile } from "../../src/schema/resourceFile";

/** A departments resource file (like schemas/resources/departments.json), as the tests' fixture. */
export const departmentsResource: ResourceFile = {
  name: "departments",
  title: "Departments",
  singular: "Department",
  route: "/school_setup/manage_faculty_and_department/department",
  table: "department",
  access: { read: ["official"], write: ["registrar", "ictadmin"] },
  schema: {
    type: "object",
    properties: {
      name: { type: "string", title: "Department", lettersAndSpaces: true },
      code: { type: "string", title: "Code", maxLength: 8 },
      facultyId: { type: "integer", title: "School", lookup: "faculties" },
      active: { type: "boolean", title: "Active", default: true },
    },
    required: ["name", "code", "facultyId"],
  },
  ui: { "ui:order": ["name", "code", "facultyId", "active"] },
  grid: {
    columns: ["name", "code", { field: "facultyId", format: "lookup" }, { field: "active", format: "badge" }],
    search: ["name", "code"],
    filters: ["facultyId", "active"],
    sort: "name",
    upload: true,
    export: true,
  },
};

export const faculties = [
  { id: 1, name: "School of Science" },
  { id: 2, name: "School of Arts" },
];
