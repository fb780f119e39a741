import { describe, expect, it } from "vitest";
import usersFile from "../../../../schemas/resources/users.json";
import { departmentsResource, faculties } from "../../../../tests/support/departmentsResource";
import type { ResourceFile } from "../../../schema/resourceFile";
import { presetResourceFile } from "../../../schema/resourcePreset";
import type { GridConfig } from "../grid/gridConfig";
import { activeFieldOf, gridConfigOf } from "./gridConfigOf";
import { rowNameOf } from "./rowName";
import { formDataOf } from "./schemaProperties";
import { extraErrorsOf, uploadRowErrorsOf } from "./serverErrors";
import { MAX_UPLOAD_BYTES, uploadFileProblem } from "./uploadFile";

describe("gridConfigOf", () => {
  it("reads columns, filters, search and sort from the resource file and its schema", () => {
    const config = gridConfigOf(departmentsResource);
    expect(config.columns).toEqual([
      {
        field: "name",
        label: "Department",
        format: "text",
        sortable: true,
        href: undefined,
        lookup: undefined,
      },
      { field: "code", label: "Code", format: "text", sortable: true, href: undefined, lookup: undefined },
      {
        field: "facultyId",
        label: "School",
        format: "lookup",
        sortable: true,
        href: undefined,
        lookup: "faculties",
      },
      {
        field: "active",
        label: "Active",
        format: "badge",
        sortable: true,
        href: undefined,
        lookup: undefined,
      },
    ]);
    expect(config.filters).toEqual([
      { field: "facultyId", label: "School", lookup: "faculties" },
      {
        field: "active",
        label: "Active",
        options: [
          { value: "true", label: "Active" },
          { value: "false", label: "Inactive" },
        ],
      },
    ]);
    expect(config).toMatchObject({
      defaultSort: "name",
      searchable: true,
      searchLabel: "Search departments",
    });
    expect(activeFieldOf(departmentsResource)).toBe("active");
    expect(
      activeFieldOf({
        ...departmentsResource,
        schema: { type: "object", properties: { name: { type: "string" } } },
        grid: { columns: ["name"] },
      }),
    ).toBeUndefined();
  });

  it("offers a preset's enum filter only the values that can match beside its fixed filters", () => {
    const users = usersFile as unknown as ResourceFile;
    const staffAccounts = users.presets?.find((preset) => preset.route === "/user_management/users/edit");
    if (!staffAccounts) throw new Error("users.json has no staff accounts preset");
    const userTypes = (file: ResourceFile) =>
      gridConfigOf(file)
        .filters.find((filter) => filter.field === "userType")
        ?.options?.map((option) => option.value);
    // The whole list offers every user type; the staff accounts (staff fixed) no "student".
    expect(userTypes(users)).toEqual(["student", "lecturer", "official"]);
    expect(userTypes(presetResourceFile(users, staffAccounts))).toEqual(["lecturer", "official"]);
  });
});

describe("rowNameOf", () => {
  const config = gridConfigOf(departmentsResource);
  it("names a row by its name or title, else its first text column, else its id", () => {
    expect(rowNameOf({ id: 1, name: "Computer Science" }, config)).toBe("Computer Science");
    expect(rowNameOf({ id: 2, title: "Exams timetable" }, config)).toBe("Exams timetable");
    expect(rowNameOf({ id: 3, name: "  ", code: "CSC" }, config)).toBe("CSC");
    expect(rowNameOf({ id: 4 }, config)).toBe("#4");
  });

  it("names a row by the label of a lookup column that comes first, once the list has loaded", () => {
    const requests = {
      columns: [
        {
          field: "studentId",
          label: "Student",
          format: "lookup" as const,
          lookup: "students",
          sortable: true,
        },
        { field: "reason", label: "Reason", format: "text" as const, sortable: true },
      ],
    } as unknown as GridConfig;
    const row = { id: 5, studentId: 7, reason: "Carry-over" };
    expect(
      rowNameOf(row, requests, { students: [{ id: 7, name: "NCE/2025/CSC/0142 - Okafor, Chinedu" }] }),
    ).toBe("NCE/2025/CSC/0142 - Okafor, Chinedu");
    expect(rowNameOf(row, requests)).toBe("Carry-over");
  });
});

describe("formDataOf", () => {
  it("keeps only the schema's properties and drops nulls", () => {
    const row = { id: 9, name: "Physics", code: null, facultyId: 1, active: true, createdAt: "2026-01-01" };
    expect(formDataOf(row, departmentsResource.schema)).toEqual({
      name: "Physics",
      facultyId: 1,
      active: true,
    });
  });
});

describe("server errors", () => {
  it("put field errors on their fields and path-less ones on the form", () => {
    const errors = extraErrorsOf([
      { path: "code", message: "Code PHY is taken" },
      { path: "/address/city", message: "required" },
      { path: "", message: "Something is wrong" },
    ]);
    expect(errors.code?.__errors).toEqual(["Code PHY is taken"]);
    expect((errors.address as Record<string, { __errors?: string[] }>).city?.__errors).toEqual(["required"]);
    expect(errors.__errors).toEqual(["Something is wrong"]);
  });

  it("split upload paths into spreadsheet row and field", () => {
    expect(
      uploadRowErrorsOf([
        { path: "row 3.name", message: "only letters and spaces are allowed" },
        { path: "row 7", message: "duplicate row" },
        { path: "file", message: "not a spreadsheet" },
      ]),
    ).toEqual([
      { row: 3, field: "name", message: "only letters and spaces are allowed" },
      { row: 7, field: "", message: "duplicate row" },
      { field: "file", message: "not a spreadsheet" },
    ]);
  });
});

describe("uploadFileProblem", () => {
  it("accepts CSV and XLSX up to 2 MB and names the problem otherwise", () => {
    expect(uploadFileProblem({ name: "departments.csv", size: 1000 })).toBeUndefined();
    expect(uploadFileProblem({ name: "DEPARTMENTS.XLSX", size: MAX_UPLOAD_BYTES })).toBeUndefined();
    expect(uploadFileProblem({ name: "photo.png", size: 10 })).toBeTruthy();
    expect(uploadFileProblem({ name: "big.csv", size: MAX_UPLOAD_BYTES + 1 })).toBeTruthy();
    expect(uploadFileProblem({ name: "photo.png", size: 10 })).not.toBe(
      uploadFileProblem({ name: "big.csv", size: 3e6 }),
    );
  });
});

describe("the lookup list of the fixture", () => {
  it("is what the departments resource's drop-down reads", () => {
    expect(faculties.map((f) => f.name)).toEqual(["School of Science", "School of Arts"]);
  });
});
