import type { KeptReason } from "../../../schema/applicationTypes/fieldModel";

/** Shared pieces whose numbers the type's limits set (the limits form above the steps). */
const LIMITED_PIECES = /dateOfBirth|olevel|referee/i;

/**
 * Why a field or step is kept as it is, in a registry officer's words (the model's reason is data;
 * its technical wording, `jsonOnly`, is for experts, e.g. in a title). `nameOf` names a field of
 * the step by its label.
 */
export function keptWords(kept: KeptReason, nameOf: (key: string) => string): string {
  switch (kept.kind) {
    case "sharedField":
      return LIMITED_PIECES.test(kept.piece)
        ? "Shared college field — its limits are set in Limits above"
        : "Shared college field — the same on every application form";
    case "sharedStep":
      return LIMITED_PIECES.test(kept.piece)
        ? "Shared college step — its numbers are set in Limits above"
        : "Shared college step — the same on every application form";
    case "list":
      return "A list the applicant adds rows to — kept as it is";
    case "sharedUi":
      return "Kept as it is: its wording is shared with other forms";
    case "stepRule": {
      const names = kept.others.map(nameOf).join(" and ");
      if (!names) return "Kept as it is: checked together with other fields of this step";
      if (kept.rule === "pairedFields") return `Kept as it is: given together with ${names}`;
      if (kept.rule === "differentFrom") return `Kept as it is: must differ from ${names}`;
      return `Kept as it is: checked together with ${names}`;
    }
    case "keyword":
      if (kept.keyword === "enum") return "Kept as it is: its choices are fixed";
      if (kept.keyword === "pattern" || kept.keyword === "format")
        return "Kept as it is: it has a special check of its own";
      return "Kept as it is: it has a setting this editor does not offer";
    case "pattern":
      return "Kept as it is: its “must look like” check is not one of the editor's list";
    case "type":
      return "Kept as it is: not a kind this editor offers";
    case "manyPairs":
      return "Kept as it is: given together with several fields";
    case "unknown":
      return "Kept as it is";
  }
}

/** The technical reason, for experts (a title on the plain words). */
export const keptDetail = (jsonOnly: string) => `For experts: ${jsonOnly}. Change it in the files below.`;
