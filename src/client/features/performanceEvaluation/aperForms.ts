import { type FormFile, readFormFile } from "../../../schema/formFiles";
import { APER_SECTIONS, type AperSection } from "../../../schema/performanceEvaluation/aperSections";

const files = import.meta.glob<unknown>("../../../../schemas/forms/aper-*.json", {
  eager: true,
  import: "default",
});

/** Each APER section's form file (schemas/forms/aper-*.json), in the sections' order. */
export const APER_FORMS: ReadonlyMap<string, FormFile> = new Map(
  APER_SECTIONS.map((section) => [
    section.name,
    readFormFile(
      `schemas/forms/${section.name}.json`,
      files[`../../../../schemas/forms/${section.name}.json`],
    ),
  ]),
);

export function formOf(section: AperSection): FormFile {
  const form = APER_FORMS.get(section.name);
  if (!form) throw new Error(`schemas/forms/${section.name}.json is missing`);
  return form;
}

/** The Finance lookups the personal record names. */
export const APER_LOOKUPS: readonly string[] = ["pensionFunds", "banks"];
