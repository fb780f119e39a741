/**
 * A button above an admin list that acts on many rows at once (`grid.listActions` of a resource
 * file), e.g. "Clone session": copy every fee assignment of one session, with its fee items,
 * into another. The screen asks for the two values and confirms; the server copies in one
 * transaction at `POST /api/resources/<name>/actions/<action>` (the file's write access).
 */
export interface ResourceListAction {
  /** URL-safe name: the last part of the action's path and the audit entry's action. */
  name: string;
  /** Button text, e.g. "Clone session". */
  label: string;
  /** What the action does; today one kind, a copy. */
  copy: ResourceCopy;
  /** The question the dialog asks before copying. */
  confirm?: string;
}

/**
 * Copies every row whose `field` holds the value `from` into new rows holding `to` instead,
 * all or nothing. A row that would clash with a row already there (any unique rule of the table)
 * is skipped and counted. `children` are rows of other resources pointing at a copied row by
 * `field` (an integer lookup of this resource): they are copied with the new row.
 */
export interface ResourceCopy {
  /** An integer lookup property (sessionId): the dialog offers its options for From and To. */
  field: string;
  children?: { resource: string; field: string }[];
}
