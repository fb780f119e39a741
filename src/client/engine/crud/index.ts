/**
 * The CRUD engine: an admin list from a resource file (schemas/resources/<name>.json). Framework-free
 * pieces (grid config, lookup schema transform, server error mapping) and the React screen.
 */
export { CrudScreen, type CrudScreenProps } from "./CrudScreen";
export { activeFieldOf, gridConfigOf, labelOf } from "./gridConfigOf";
export { rowNameOf } from "./rowName";
export { formDataOf } from "./schemaProperties";
export {
  extraErrorsOf,
  httpStatusOf,
  pathSegments,
  type ServerFieldError,
  serverErrorsOf,
  type UploadRowError,
  uploadRowErrorsOf,
} from "./serverErrors";
export { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, uploadFileProblem } from "./uploadFile";
