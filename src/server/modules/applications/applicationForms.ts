import type { ValidateFunction } from "ajv";
import { bundleSchema } from "../../../schema/bundleSchema";
import { createAjv } from "../../../schema/createAjv";
import { loadSchemas, SCHEMAS_DIR } from "../../../schema/loadSchemas";
import type { FieldError } from "../../errors";
import { validationErrors } from "../../plugins/errors";
import { type DependentLookupRule, dependentLookupRules } from "../lookups/dependentLookups";

/** One application type's form, as the server checks it. */
export interface ApplicationForm {
  type: string;
  /** The form's top-level properties: the only keys a draft may hold. */
  sections: ReadonlySet<string>;
  /** The whole application against the form schema; [] when it is valid. */
  validate(data: unknown): FieldError[];
  /** Fields whose options depend on a sibling (the LGA on the state), checked on submit. */
  dependentLookups: readonly DependentLookupRule[];
}

export interface ApplicationForms {
  /** The form of `type`, or undefined when there is no such application type. */
  get(type: string): Promise<ApplicationForm | undefined>;
}

const TYPE_NAME = /^[a-z][a-z0-9_]{0,49}$/;
const FORM_ID = /^applications\/([a-z][a-z0-9_]*)\/form\.schema\.json$/;

function toForm(
  type: string,
  validate: ValidateFunction,
  dependentLookups: readonly DependentLookupRule[],
): ApplicationForm {
  const schema = validate.schema;
  const properties =
    typeof schema === "object" && typeof schema.properties === "object" && schema.properties !== null
      ? Object.keys(schema.properties)
      : [];
  return {
    type,
    sections: new Set(properties),
    dependentLookups,
    validate(data) {
      // A copy: ajv fills schema defaults into what it validates; the draft is stored as sent.
      return validate(structuredClone(data)) ? [] : validationErrors(validate.errors ?? []);
    },
  };
}

/**
 * The application forms under schemas/applications/<type>/form.schema.json, compiled with the
 * shared loader and ajv factory, so the server's verdict and messages are the browser's. Loaded on
 * first use (once per process), not at start: most requests never need them.
 */
export function applicationForms(dir: URL | string = SCHEMAS_DIR): ApplicationForms {
  let loading: Promise<Map<string, ApplicationForm>> | undefined;
  const load = async () => {
    const ajv = createAjv();
    const files = await loadSchemas(ajv, dir);
    const forms = new Map<string, ApplicationForm>();
    const library = Object.fromEntries(files.map((file) => [file.id, file.schema]));
    for (const file of files) {
      const type = FORM_ID.exec(file.id)?.[1];
      const validate = type ? ajv.getSchema(file.id) : undefined;
      // The bundled form (every $ref inlined, as the browser gets it) shows where lookups depend on siblings.
      if (type && validate)
        forms.set(type, toForm(type, validate, dependentLookupRules(bundleSchema(file.id, library))));
    }
    return forms;
  };
  return {
    async get(type) {
      if (!TYPE_NAME.test(type)) return undefined;
      loading ??= load().catch((error: unknown) => {
        loading = undefined; // a failed load is retried, not cached
        throw error;
      });
      return (await loading).get(type);
    },
  };
}
