/**
 * The CRUD screen's user-facing texts in one place (views and tests read the same strings). The
 * spec has none for admin lists, so they follow its style: "<Thing> Action Failed!" titles, 3 s
 * flashes for successful writes (spec 9).
 */
export const SUCCESS_FLASH_MS = 3000;
export const FAILURE_FLASH_MS = 5000;

/**
 * A title inside running text: lower case, except acronyms ("JAMB list" → "JAMB list",
 * "Departments" → "departments"), so "Upload JAMB list" does not read "Upload jamb list".
 */
export function inText(title: string): string {
  return title
    .split(" ")
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(" ");
}

export const SUCCESS_TITLE = "Action Successful!";
export const FAILURE_TITLE = "Action Failed!";

export const crudMessages = {
  added: (singular: string) => `${singular} added successfully`,
  updated: (singular: string) => `${singular} updated successfully`,
  deleted: (singular: string) => `${singular} deleted successfully`,
  activated: (singular: string) => `${singular} activated successfully`,
  deactivated: (singular: string) => `${singular} deactivated successfully`,
  actionDone: (singular: string, label: string) => `${singular}: ${label.toLowerCase()} done`,
  actionQuestion: (label: string, name: string) => `${label} “${name}”?`,
  actionFailed: "The action could not be completed",
  saveFailed: "The changes could not be saved",
  deleteFailed: "The row could not be deleted",
  toggleFailed: "The row could not be updated",
  deleteQuestion: (singular: string, name: string) =>
    `Delete ${inText(singular)} “${name}”? This cannot be undone.`,
  deactivateInstead:
    "Deactivate it instead, so it stays on the records that use it but can no longer be chosen.",
  uploadIntro: (singular: string) =>
    `Download the template, fill in one row per ${singular}, then upload it. The file is saved only if every row is valid.`,
  uploadRejected: "Nothing was saved. Correct these rows and upload the whole file again.",
  uploadCreated: (count: number, plural: string) => `${count} ${plural} created.`,
  fileTooLarge: "The file is larger than 2 MB. Split it into smaller files.",
  fileWrongType: "Choose a .csv or .xlsx file.",
};
