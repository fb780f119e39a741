/**
 * Blueprint 6 theme for rjsf 6.
 *
 *   import { withTheme } from "@rjsf/core";
 *   import { Theme } from "src/client/engine/theme";
 *   const Form = withTheme(Theme);
 */
export { SEARCHABLE_THRESHOLD } from "./SelectWidget";
export { generateTemplates } from "./Templates";
export { generateTheme, Theme } from "./Theme";
export { generateWidgets } from "./Widgets";
