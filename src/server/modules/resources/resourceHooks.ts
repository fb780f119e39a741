import { rolesHooks } from "./hooks/roles";
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

/** Every resource's hooks, by resource name. */
const HOOKS: Readonly<Record<string, ResourceHooks>> = {
  roles: rolesHooks,
};

/** The hooks of one resource, if it has any. */
export function hooksOf(name: string): ResourceHooks | undefined {
  return HOOKS[name];
}

/** Hook files whose resource does not exist: a renamed file must not leave its rules behind silently. */
export function orphanHooks(names: ReadonlySet<string>): string[] {
  return Object.keys(HOOKS).filter((name) => !names.has(name));
}
