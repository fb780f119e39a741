import type { ValidateFunction } from "ajv";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { createAjv } from "../../../schema/createAjv";
import { fieldTitle } from "../../../schema/validationMessages";
import type { FieldError } from "../../errors";
import { checkedFormFiles, repaintedFormFiles } from "../../files/formFiles";
import { schemaFieldErrors } from "../../validation/schemaFieldErrors";
import { type DependentLookupRule, dependentLookupRules } from "../lookups/dependentLookups";

/** One application type's form, as the server checks it. */
export interface ApplicationForm {
  type: string;
  /** The version of the type it is (application_type_versions; the repository's folders are 1). */
  version: number;
  /** The form's top-level properties: the only keys a draft may hold. */
  sections: ReadonlySet<string>;
  /** The whole application against the form schema; [] when it is valid. */
  validate(data: unknown): FieldError[];
  /** Fields whose options depend on a sibling (the LGA on the state), checked on submit. */
  dependentLookups: readonly DependentLookupRule[];
  /** `data` with every uploaded file checked by its content and re-encoded (400 naming each refused one). */
  checkFiles<T>(data: T): T;
  /** Pictures painted again from their pixels: once, on submit (files/jpegRepaint.ts). */
  repaintFiles<T>(data: T): Promise<T>;
}

export interface ApplicationForms {
  /** The form of `type`, or undefined when there is no such application type. */
  get(type: string): Promise<ApplicationForm | undefined>;
}

export function toApplicationForm(
  type: string,
  version: number,
  validate: ValidateFunction,
  dependentLookups: readonly DependentLookupRule[],
  /** The type's form.ui.json: its fields' `ui:messages` word the answer as the browser's form does. */
  uiSchema: unknown = {},
): ApplicationForm {
  const schema = validate.schema;
  const properties =
    typeof schema === "object" && typeof schema.properties === "object" && schema.properties !== null
      ? Object.keys(schema.properties)
      : [];
  return {
    type,
    version,
    sections: new Set(properties),
    dependentLookups,
    checkFiles: <T>(data: T) => checkedFormFiles(schema, data) as T,
    repaintFiles: async <T>(data: T) => (await repaintedFormFiles(schema, data)) as T,
    validate(data) {
      // A copy: ajv fills schema defaults into what it validates; the draft is stored as sent.
      return validate(structuredClone(data))
        ? []
        : schemaFieldErrors(schema, validate.errors ?? [], fieldTitle, uiSchema);
    },
  };
}

/**
 * The application forms of the checked types (`readApplicationTypes`, read once at start-up):
 * each validates the type's bundled schema with its limits applied — the schema the browser's
 * precompiled validators were made from — with the shared ajv factory, so the server's verdict and
 * messages are the browser's. Compiled on first use of a type.
 */
export function applicationForms(types: readonly ApplicationType[]): ApplicationForms {
  const byId = new Map(types.map((type) => [type.meta.id, type]));
  const compiled = new Map<string, ApplicationForm>();
  const ajv = createAjv();
  return {
    async get(id) {
      const type = byId.get(id);
      if (!type) return undefined;
      let form = compiled.get(id);
      if (!form) {
        form = toApplicationForm(
          id,
          1,
          ajv.compile(type.schema),
          dependentLookupRules(type.schema),
          type.uiSchema,
        );
        compiled.set(id, form);
      }
      return form;
    },
  };
}
