import { APPLICATION_TYPE_EDITOR_ROLES } from "../src/contract/applicationTypeEditors";
import type { ScreenRoute } from "./types";

const editor = () => import("../src/client/features/applicationTypes/ApplicationTypeEditorPage");

/**
 * The registry's screens for application types published from the portal (issue 12). The spec's
 * applications admin names no route for them, so they sit under /applications/: the list, a new
 * type, and the editor with live preview of one type.
 */
export const applicationTypeAdminScreens: ScreenRoute[] = [
  {
    path: "/applications/types",
    load: () => import("../src/client/features/applicationTypes/ApplicationTypesPage"),
    access: APPLICATION_TYPE_EDITOR_ROLES,
    group: { name: "applications", title: "Application Types", order: 5 },
    // The registrar edits types but opens none of the other Applications screens (admissions'):
    // their Applications entry leads here.
    menu: { name: "applications", label: "Applications" },
  },
  { path: "/applications/types/new", load: editor, access: APPLICATION_TYPE_EDITOR_ROLES },
  { path: "/applications/types/:type", load: editor, access: APPLICATION_TYPE_EDITOR_ROLES },
];
