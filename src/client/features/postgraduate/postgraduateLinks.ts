import type { ApplicationMeta } from "../../../schema/applicationTypes";
import { type ApplicationChoice, applicationChoiceOf } from "../applications/applicationChoice";

/** Spec section 9: the postgraduate student type (PG 7). */
export const POSTGRADUATE_STUDENT_TYPE = 7;

/** One application on the postgraduate bar: where it leads and the navigation state it carries. */
export interface PostgraduateLink {
  readonly label: string;
  readonly choice: ApplicationChoice;
  readonly summary: string;
}

/**
 * The postgraduate bar's applications (spec section 2: PG Applications, CBN-CPP Application,
 * ACE-SPED Application), from the meta.json files: each postgraduate type, then its variants. The
 * first type is "PG Applications" as the spec names it; a second would show its own name.
 */
export function postgraduateLinks(metas: readonly ApplicationMeta[]): PostgraduateLink[] {
  const types = metas.filter((meta) => meta.open && meta.studentTypeId === POSTGRADUATE_STUDENT_TYPE);
  return types.flatMap((meta, index) => [
    {
      label: index === 0 ? "PG Applications" : meta.name,
      choice: applicationChoiceOf(meta),
      summary: meta.card?.summary ?? "",
    },
    ...meta.variants.map((variant) => ({
      label: variant.name,
      choice: applicationChoiceOf(meta, variant),
      summary: `Apply to the ${variant.name.replace(/ Application$/, "")} programme with the postgraduate application form.`,
    })),
  ]);
}
