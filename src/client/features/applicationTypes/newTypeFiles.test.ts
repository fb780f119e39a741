import { describe, expect, it } from "vitest";
import { readApplicationFolders } from "../../../schema/publishedTypes/readApplicationFolders";
import { newTypeFiles, type TypeFiles } from "./newTypeFiles";

// The editor starts from a published version: the folder as the registry stores it, with its UI
// fragments and `extends` resolved.
const { folders } = await readApplicationFolders();
const filesOf = (type: string): TypeFiles => {
  const folder = folders.find((candidate) => candidate.folder === type)!;
  return {
    meta: folder.meta as TypeFiles["meta"],
    schema: folder.schema as TypeFiles["schema"],
    uiSchema: folder.ui as TypeFiles["uiSchema"],
  };
};

describe("a new type's files from an existing type's", () => {
  const nce = filesOf("nce");
  const made = newTypeFiles(nce, {
    key: "evening_nce",
    name: "Evening NCE Programme",
    mode: 90,
    studentTypeId: 4,
  });

  it("takes its own key, name, mode and routes, served by the generic invoice pages", () => {
    expect(made.meta).toMatchObject({
      id: "evening_nce",
      name: "Evening NCE Programme",
      applicationMode: 90,
      studentTypeId: 4,
      landingCard: false,
      variants: [],
      invoice: { purpose: "ApplicationFee", route: "/generate_students_invoice" },
      login: "/evening_nce_login",
      routes: { form: "/evening_nce_application", preview: "/evening_nce_preview" },
    });
    expect(made.meta.invoice).not.toHaveProperty("view");
    expect(made.meta.steps).toEqual(nce.meta.steps);
  });

  it("describes itself, not the type it started from", () => {
    expect(made.meta.card).toEqual({
      summary: "Apply for Evening NCE Programme.",
      duration: "3 years · Full-time",
    });
    expect(String(made.schema.description)).toMatch(/^What an applicant for Evening NCE Programme fills in/);
    expect(JSON.stringify(made.meta)).not.toContain("Nigeria Certificate in Education in technical");
  });

  it("titles its form and its printed slip with its own name, keeping the slip's photo", () => {
    expect(made.schema).toMatchObject({
      $id: "applications/evening_nce/form.schema.json",
      title: "Evening NCE Programme application",
    });
    expect(made.uiSchema["ui:document"]).toEqual({
      title: "Evening NCE Programme application",
      photo: "uploads.passport",
    });
    // The starting type's files are left as they were.
    expect(nce.uiSchema["ui:document"]).toMatchObject({ title: "NCE Programme application" });
    expect(made.uiSchema.personal).toBe(nce.uiSchema.personal);
  });

  it("adds no slip options to a type that has none", () => {
    const { "ui:document": _document, ...plain } = nce.uiSchema;
    expect(
      newTypeFiles({ ...nce, uiSchema: plain }, { key: "x", name: "X", mode: 91, studentTypeId: 1 }).uiSchema,
    ).not.toHaveProperty("ui:document");
  });
});
