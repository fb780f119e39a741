/** The fields of a PostgreSQL error that both drivers (pg, PGlite) carry. */
export interface PgError {
  code: string;
  detail?: string;
  column?: string;
  constraint?: string;
  message?: string;
}

/** The PostgreSQL error inside whatever Drizzle wrapped it in (DrizzleQueryError keeps it as `cause`). */
export function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === "object" && current !== null) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return current as PgError;
      current = (current as { cause?: unknown }).cause;
    } else return undefined;
  }
  return undefined;
}
