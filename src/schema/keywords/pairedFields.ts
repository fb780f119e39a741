import { _, type KeywordCxt } from "ajv";
import { isGiven, propertyLabel, reportAt } from "../keywordKit/codegen";
import { keywordError } from "../keywordKit/message";
import type { SharedKeyword } from "../keywordKit/sharedKeyword";

const MESSAGE = "please fill in {fields} together, or leave them empty";

/** "Certificate and Certificate type" from the properties' titles. */
function joinLabels(labels: readonly string[]): string {
  return labels.length <= 1
    ? labels.join("")
    : `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;
}

/**
 * Fields given together or not at all (spec 5: certificate file and certificate type). An
 * object-level keyword naming the properties; when some are given, each missing one gets the
 * error at its own path (e.g. `/certificateTypeId`), so the form marks the field to fill.
 */
export const pairedFields: SharedKeyword<readonly string[]> = {
  name: "pairedFields",
  rule: "The named properties are all given or all empty (e.g. a certificate file and its type).",
  message: MESSAGE,
  examples: {
    schema: ["certificate", "certificateTypeId"],
    valid: [{}, { certificate: "file-123", certificateTypeId: 2 }, { certificate: "", other: 1 }],
    invalid: [
      { certificate: "file-123" },
      { certificateTypeId: 2 },
      { certificate: "file-123", certificateTypeId: null },
    ],
  },
  definition: {
    keyword: "pairedFields",
    type: "object",
    schemaType: "array",
    metaSchema: { type: "array", items: { type: "string" }, minItems: 2, uniqueItems: true },
    error: keywordError(MESSAGE),
    code(cxt: KeywordCxt) {
      const properties: readonly string[] = cxt.schema;
      const { gen, data } = cxt;
      const fields = joinLabels(properties.map((property) => propertyLabel(cxt, property)));
      const given = properties.map((property) => isGiven(_`${data}[${property}]`));
      const anyGiven = given.reduce((all, one) => _`${all} || ${one}`);
      gen.if(anyGiven, () => {
        properties.forEach((property, index) => {
          gen.if(_`!${given[index]}`, () => reportAt(cxt, [property], { fields, property }));
        });
      });
    },
  },
};
