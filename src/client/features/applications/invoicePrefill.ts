import type { ApplicantInvoiceDetails } from "../../../contract/applicants";
import { isSchemaNode, propertySchema, type SchemaNode } from "../../../schema/propertySchema";
import type { ApplicationData } from "../../engine/schemaForms";

/**
 * Each invoice detail and the field names a form may ask it under (schemas/common: person-names,
 * contact), first match wins: a form with both a middle name and other names gets the invoice's
 * middle name once, in the middle name.
 */
const FIELDS: ReadonlyArray<readonly [keyof ApplicantInvoiceDetails, readonly string[]]> = [
  ["surname", ["surname", "lastName"]],
  ["firstName", ["firstname", "firstName"]],
  ["middleName", ["middlename", "middleName", "otherNames"]],
  ["email", ["email"]],
  ["mobileNumber", ["mobileNumber", "phoneNumber"]],
];

/** Follows a local `$ref` ("#/definitions/…") of a bundled schema; other nodes stay as they are. */
function resolved(node: SchemaNode, root: SchemaNode): SchemaNode {
  const ref = node.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/")) return node;
  let found: unknown = root;
  for (const part of ref.slice(2).split("/")) found = isSchemaNode(found) ? found[part] : undefined;
  return isSchemaNode(found) ? resolved(found, root) : node;
}

function fieldOf(section: SchemaNode, name: string, root: SchemaNode): SchemaNode | undefined {
  const field = propertySchema(section, name);
  return field && resolved(field, root);
}

const takesText = (field: SchemaNode | undefined) =>
  field !== undefined &&
  (field.type === "string" || (Array.isArray(field.type) && field.type.includes("string")));

/**
 * What a new application of `schema` starts with from the applicant's invoice: the section
 * (step) that asks for the applicant's own surname — the first that does, so a next of kin's or
 * referee's names further on are never filled — gets the invoice's names, email and phone in the
 * fields it has. Undefined when the form asks for none of them.
 */
export function invoicePrefill(
  schema: unknown,
  details: ApplicantInvoiceDetails,
): ApplicationData | undefined {
  if (!isSchemaNode(schema) || !isSchemaNode(schema.properties)) return undefined;
  for (const [key, node] of Object.entries(schema.properties)) {
    if (!isSchemaNode(node)) continue;
    const section = resolved(node, schema);
    if (!takesText(fieldOf(section, "surname", schema))) continue;
    const filled: Record<string, string> = {};
    for (const [detail, names] of FIELDS) {
      const value = details[detail]?.trim();
      const name = names.find((candidate) => takesText(fieldOf(section, candidate, schema)));
      if (value && name) filled[name] = value;
    }
    return { [key]: filled };
  }
  return undefined;
}
