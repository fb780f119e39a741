import { _, type KeywordCxt } from "ajv";
import { isGiven, propertyLabel, reportAt } from "../keywordKit/codegen";
import { keywordError } from "../keywordKit/message";
import type { SharedKeyword } from "../keywordKit/sharedKeyword";

/** For each property, the sibling properties it must differ from. */
export type DifferentFromValue = Readonly<Record<string, string | readonly string[]>>;

const MESSAGE = "must be different from {otherLabel}";

/**
 * A field must differ from named sibling fields (spec 5), e.g. the alternate department from the
 * first choice: `"differentFrom": { "alternateDepartmentId": ["departmentId"] }`. Text is compared
 * ignoring case and surrounding spaces. The error is on the field that must change, and names the
 * sibling by its title.
 */
export const differentFrom: SharedKeyword<DifferentFromValue> = {
  name: "differentFrom",
  rule: "Each named property, when given, differs from the listed sibling properties (text compared ignoring case and surrounding spaces).",
  message: MESSAGE,
  examples: {
    schema: { alternateDepartmentId: ["departmentId"], alternatePhone: "mobileNumber" },
    valid: [
      { departmentId: 3, alternateDepartmentId: 4 },
      { departmentId: 3 },
      { mobileNumber: "08031234567", alternatePhone: "08031234568" },
    ],
    invalid: [
      { departmentId: 3, alternateDepartmentId: 3 },
      { mobileNumber: "08031234567", alternatePhone: " 08031234567 " },
    ],
  },
  definition: {
    keyword: "differentFrom",
    type: "object",
    schemaType: "object",
    metaSchema: {
      type: "object",
      additionalProperties: {
        anyOf: [
          { type: "string" },
          { type: "array", items: { type: "string" }, minItems: 1, uniqueItems: true },
        ],
      },
    },
    error: keywordError(MESSAGE),
    code(cxt: KeywordCxt) {
      const rules: DifferentFromValue = cxt.schema;
      const { gen, data } = cxt;
      const comparable = (property: string) =>
        _`(typeof ${data}[${property}] == "string" ? ${data}[${property}].trim().toLowerCase() : ${data}[${property}])`;
      for (const [property, others] of Object.entries(rules)) {
        for (const other of typeof others === "string" ? [others] : others) {
          const otherLabel = propertyLabel(cxt, other);
          gen.if(
            _`${isGiven(_`${data}[${property}]`)} && ${comparable(property)} === ${comparable(other)}`,
            () => reportAt(cxt, [property], { property, other, otherLabel }),
          );
        }
      }
    },
  },
};
