/**
 * Who may create, edit and publish application types (the super-admin passes every role check).
 * Its own module: the signed-in route table reads it, and must not carry the whole contract.
 */
export const APPLICATION_TYPE_EDITOR_ROLES = ["admissions", "registrar"] as const;
