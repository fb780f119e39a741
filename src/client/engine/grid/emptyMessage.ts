/** The spec's empty-list texts (section 8), verbatim. */
export const EMPTY_LIST_MESSAGE = "Your request results will be displayed here";

export function noResultMessage(term: string): string {
  return `No result found for "${term}", check your selection and try again`;
}

/** What an empty grid says: the search-specific text when the user searched for something. */
export function emptyMessage(search: string | undefined): string {
  return search ? noResultMessage(search) : EMPTY_LIST_MESSAGE;
}
