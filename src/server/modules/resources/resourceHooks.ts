import type { RowGuard } from "./rowGuard";

/**
 * A resource's business rules that the schema and SQL constraints cannot say, in code next to
 * their messages (one file per resource in `hooks/`, named after it) rather than in a trigger
 * whose message sits in the resource file. They are a row guard that applies to everyone: every
 * write (create, update, activate, delete, row action, each upload row) passes it inside its
 * transaction, after the caller's own guard; throwing (a `ValidationError` on the field) refuses
 * the write and nothing is saved.
 */
export type ResourceHooks = Required<Pick<RowGuard, "beforeWrite">>;
