/**
 * Application types as data: the meta.json reader, the limits a type sets on shared pieces, the
 * routes a type gets and the one checked loader of schemas/applications/<type>/ folders.
 * `readApplicationTypes` (Node-only, imported from its own file) reads the folders from disk.
 */

export {
  APPLICATION_FILES,
  type ApplicationFolder,
  type ApplicationType,
  ApplicationTypeError,
  applicationFile,
  checkApplicationMetas,
  checkApplicationTypes,
  groupApplicationFiles,
} from "./applicationFolders";
export {
  APPLICATION_TYPE_ID,
  type ApplicationMeta,
  type ApplicationVariant,
  documentRoute,
  readApplicationMeta,
} from "./applicationMeta";
export {
  type ApplicationPage,
  type ApplicationRoute,
  type ApplicationRouteEntry,
  applicationOfMode,
  applicationRoutes,
  applicationRouteTable,
  GENERIC_INVOICE_ROUTES,
  invoiceViewRoute,
  SHARED_PAGES,
} from "./applicationRoutes";
export { isJsonObject, type JsonObject, mergeDeep } from "./mergeDeep";
export { EXTENDS_KEY, resolveApplicationFolders } from "./resolveFolders";
export {
  applyTypeLimits,
  TYPE_LIMIT_RULES,
  TYPE_LIMITS_KEYWORD,
  type TypeLimitName,
  type TypeLimits,
} from "./typeLimits";
export { resolveUiFragments, UI_FRAGMENT_SUFFIX, type UiFragmentLibrary } from "./uiFragments";
