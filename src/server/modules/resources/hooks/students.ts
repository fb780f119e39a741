import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { ResourceFile } from "../../../../schema/resourceFile";
import { modelOf } from "../../../../schema/resourceModel";
import { createNotification } from "../../notifications/notificationService";
import type { ResourceHooks } from "../resourceHooks";
import { rowsOf } from "../sqlRows";

/**
 * A student whose record the registry changes (PUT /api/resources/students/:id, or a row of an
 * upload) is told what changed, by the fields' titles (spec section 4, studentProfile: the
 * notification opens /profile). Written in the write's transaction: a refused write tells no one.
 * Activation has its own screen and words; creation comes before the student has an account.
 */
const STUDENTS_FILE = new URL("../../../../../schemas/resources/students.json", import.meta.url);
const TITLES = new Map(
  modelOf(JSON.parse(readFileSync(STUDENTS_FILE, "utf8")) as ResourceFile).fields.map((field) => [
    field.property,
    field.title,
  ]),
);

/** The titles of the fields whose value `values` changes from `before`, in the file's order. */
export function changedFieldTitles(
  before: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
): string[] {
  return [...TITLES.entries()]
    .filter(
      ([property]) =>
        property in values &&
        JSON.stringify(values[property] ?? null) !== JSON.stringify(before[property] ?? null),
    )
    .map(([, title]) => title);
}

export const studentsHooks: ResourceHooks = {
  async beforeWrite(tx, { kind, before, values }) {
    if (kind !== "update" || !before || !values) return;
    const changed = changedFieldTitles(before, values);
    if (changed.length === 0) return;
    const [student] = await rowsOf<{ userId: number | null }>(
      tx,
      sql`SELECT user_id AS "userId" FROM students WHERE id = ${Number(before.id)}`,
    );
    if (!student?.userId) return;
    await createNotification(tx, {
      userId: student.userId,
      notificationType: "Record updated",
      notificationCategory: "studentProfile",
      message: `The registry updated your record: ${changed.join(", ")}. Check your profile.`,
    });
  },
};
