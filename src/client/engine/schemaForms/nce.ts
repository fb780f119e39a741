import schema from "../../../../schemas/applications/nce/form.schema.json";
import uiSchema from "../../../../schemas/applications/nce/form.ui.json";
import meta from "../../../../schemas/applications/nce/meta.json";
import { loadApplicationType } from "./applicationType";

/**
 * The NCE application type (schemas/applications/nce), bundled for the browser. Imported
 * statically: the JSON lands in the chunk of the pages that use it, nowhere else.
 */
export const nceApplication = loadApplicationType({ meta, schema, uiSchema });

/**
 * Local storage keys of the NCE demo pages: the draft being filled in, and the application as
 * submitted (until the applications API stores it, the preview page reads it from here).
 */
export const NCE_DRAFT_KEY = "nce";
export const NCE_SUBMITTED_KEY = "nce.submitted";
