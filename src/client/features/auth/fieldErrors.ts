/** An auth form's problems by field, each shown under its field; a field without one is absent or undefined. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string | undefined>>;
