import schema from "../../../../schemas/applications/nce/form.schema.json";
import uiSchema from "../../../../schemas/applications/nce/form.ui.json";
import meta from "../../../../schemas/applications/nce/meta.json";
import { loadApplicationType } from "./applicationType";

/**
 * The NCE application type (schemas/applications/nce), bundled for the browser. Imported
 * statically: the JSON lands in the chunk of the pages that use it, nowhere else.
 */
export const nceApplication = loadApplicationType({ meta, schema, uiSchema });
