type Json = Record<string, unknown>;

/** A type's three files as the editor holds them. */
export interface TypeFiles {
  meta: Json;
  schema: Json;
  uiSchema: Json;
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A new type's files, from an existing type's: its own key, name, mode and routes, and its own
 * titles — the form's and the printed slip's (`ui:document.title`), which every repository type
 * sets to "<name> application"; kept, a type started from NCE printed "NCE Programme application".
 * The generic invoice pages serve it (no landing card, no variants: the officer adds those).
 */
export function newTypeFiles(base: TypeFiles, key: string, name: string, mode: number): TypeFiles {
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
      landingCard: false,
      variants: [],
      invoice,
      login: `/${key}_login`,
      routes: { ...baseRoutes, form: `/${key}_application`, preview: `/${key}_preview` },
    },
    schema: { ...base.schema, $id: `applications/${key}/form.schema.json`, title },
    uiSchema: isObject(document)
      ? { ...base.uiSchema, "ui:document": { ...document, title } }
      : base.uiSchema,
  };
}
