/** The printable application document (the review step, and features/applications/ApplicationPreviewPage). */
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
export {
  type DetailRow,
  DetailsTable,
  PrintableDocument,
  type PrintableDocumentProps,
} from "./PrintableDocument";
export { QrCode, type QrCodeProps } from "./QrCode";
export { SignOffBoxes, SignOffInstructions, SignOffSection, type SignOffUnit } from "./SignOffBoxes";
export { VerificationFooter } from "./VerificationFooter";
export { type DocumentVerdict, VerificationPage, type VerificationState } from "./VerificationPage";
export { verificationAddress } from "./verificationAddress";
