type Json = Record<string, unknown>;

/** A type's three files as the editor holds them. */
export interface TypeFiles {
  meta: Json;
  schema: Json;
  uiSchema: Json;
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What the officer chose on the new-type form. */
export interface NewTypeChoice {
  key: string;
  name: string;
  /** The next free application mode. */
  mode: number;
  /** Whom the type admits (the student type its admitted applicants become). */
  studentTypeId: number;
}

/**
 * A new type's files, from an existing type's: its own key, name, mode, student type and routes,
 * and its own words — the form's and the printed slip's titles (`ui:document.title`; kept, a type
 * started from NCE printed "NCE Programme application"), the card's summary and the form's
 * description (the starting type's described itself: "the three-year … NCE"). The generic invoice
 * pages serve it (no landing card, no variants: the officer adds those).
 */
export function newTypeFiles(base: TypeFiles, choice: NewTypeChoice): TypeFiles {
  const { key, name, mode, studentTypeId } = choice;
  const { view: _view, ...baseInvoice } = (base.meta.invoice ?? {}) as Json;
  const invoice = { ...baseInvoice, route: "/generate_students_invoice" };
  const { details: _details, ...baseRoutes } = (base.meta.routes ?? {}) as Json;
  const title = `${name} application`;
  const document = base.uiSchema["ui:document"];
  return {
    meta: {
      ...base.meta,
      id: key,
      name,
      applicationMode: mode,
      studentTypeId,
      landingCard: false,
      ...(isObject(base.meta.card) ? { card: { ...base.meta.card, summary: `Apply for ${name}.` } } : {}),
      variants: [],
      invoice,
      login: `/${key}_login`,
      routes: { ...baseRoutes, form: `/${key}_application`, preview: `/${key}_preview` },
    },
    schema: {
      ...base.schema,
      $id: `applications/${key}/form.schema.json`,
      title,
      description: `What an applicant for ${name} fills in; each top-level property is one step of the form.`,
    },
    uiSchema: isObject(document)
      ? { ...base.uiSchema, "ui:document": { ...document, title } }
      : base.uiSchema,
  };
}
