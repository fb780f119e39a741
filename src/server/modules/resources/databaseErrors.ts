import { pgErrorOf } from "../../db/pgError";
import { AppError, ConflictError, ValidationError } from "../../errors";
import { PROTECTED_ROW_SQLSTATE } from "./protectedRows";
import { type ResourceDefinition, singularLower } from "./resourceDefinition";

/** "Key (name)=(Staff) already exists." → the property of column `name`. */
function fieldOfDetail(resource: ResourceDefinition, detail: string | undefined): string | undefined {
  const columns = /Key \(([^)]+)\)/.exec(detail ?? "")?.[1];
  const first = columns?.split(",")[0]?.trim();
  return resource.fields.find((field) => field.column === first)?.property;
}

export type WriteKind = "save" | "delete";

/**
 * Turns the constraint errors a write can meet into answers a person can act on; anything else
 * is rethrown and becomes a 500.
 * - 23505 unique: 409 in the words of `constraintMessages` for the constraint, else naming the field;
 * - 23503 foreign key: on delete, 409 "used by other records"; on save, 400 in the words of
 *   `constraintMessages` for the key, else on the field that points at a missing row;
 * - 23502 not null: 400 "<field> is required";
 * - 23514 check: 400 naming the rule;
 * - MX409 (a protected row, migration 0056): 409 with the database's message.
 */
export function translateWriteError(resource: ResourceDefinition, error: unknown, kind: WriteKind): never {
  const pg = pgErrorOf(error);
  if (!pg || error instanceof AppError) throw error;
  const singular = singularLower(resource);
  switch (pg.code) {
    case "23505": {
      // A unique rule over several columns reads best in the file's own words ("this lecturer
      // already teaches this course in that session"), not as a clash on its first column.
      const worded = pg.constraint ? resource.file.constraintMessages?.[pg.constraint] : undefined;
      if (worded) throw new AppError(409, worded.message, "Conflict", [worded]);
      const field = fieldOfDetail(resource, pg.detail);
      const title = field ? resource.byProperty.get(field)?.title : undefined;
      const message = title
        ? `A ${singular} with this ${title.toLowerCase()} already exists.`
        : `This ${singular} already exists.`;
      // The field is named in `errors` too, so a form can show the message beside it.
      throw new AppError(409, message, "Conflict", field ? [{ path: field, message }] : []);
    }
    case "23503": {
      if (kind === "delete")
        throw new ConflictError(`This ${singular} is used by other records; deactivate it instead.`);
      // A key over several columns (an LGA of the chosen state) reads best in the file's words.
      const foreign = pg.constraint ? resource.file.constraintMessages?.[pg.constraint] : undefined;
      if (foreign) throw new ValidationError([foreign]);
      const field = fieldOfDetail(resource, pg.detail) ?? "";
      throw new ValidationError([{ path: field, message: "does not match any existing record" }]);
    }
    case "23502": {
      const field = resource.fields.find((f) => f.column === pg.column)?.property ?? pg.column ?? "";
      throw new ValidationError([{ path: field, message: `${field} is required` }]);
    }
    case "23514": {
      const known = pg.constraint ? resource.file.constraintMessages?.[pg.constraint] : undefined;
      throw new ValidationError([
        known ?? { path: "", message: `The ${singular} breaks the rule "${pg.constraint ?? "check"}".` },
      ]);
    }
    case PROTECTED_ROW_SQLSTATE:
      // A protected row (migration 0056): its message names what is protected.
      throw new ConflictError(pg.message ?? "This row is protected.");
    default:
      throw error;
  }
}

/** Status 413 for a file over the limit: not a validation error of a field, and not our fault. */
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message, "File too large");
  }
}
