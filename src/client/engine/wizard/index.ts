/** The schema-driven application wizard. Its page, for every application type, is features/applications/ApplicationWizardPage. */
export { ApplicationWizard, type ApplicationWizardProps } from "./ApplicationWizard";
export { type DraftStorage, type DraftStore, localDraftStore } from "./draftStore";
export { progressText } from "./StepBar";
export { DRAFT_DEBOUNCE_MS, type Draft, type SaveStatus, useDraft } from "./useDraft";
