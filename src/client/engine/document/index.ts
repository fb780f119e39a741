/** The printable application document (review step and preview page: ApplicationPreviewPage). */
export { ApplicationDocument, type ApplicationDocumentProps } from "./ApplicationDocument";
export { CollegeHeader } from "./CollegeHeader";
export {
  buildDocument,
  type DocField,
  type DocGroup,
  type DocItem,
  type DocSection,
  type DocTable,
  type DocValue,
  formatValue,
  valueAtPath,
} from "./documentModel";
