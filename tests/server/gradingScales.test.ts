import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NCE_CERTIFICATE_CLASSES } from "../../src/schema/grading/certificateClass";
import { gradeBandProblems, gradeOf, NCE_GRADE_BANDS } from "../../src/schema/grading/gradeBands";
import { queryRows } from "../../src/server/db/database";
import { caller, registrar } from "../support/resourceRequests";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

/**
 * The grading scales of migration 0120 as the registrar edits them: seeded with the NCE scale and
 * classes that the shared module holds, and kept a usable scale (a band at 0, points never rising
 * as scores fall) whatever the writer.
 */
describe.each(databaseKinds)("grading scales on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const editor = { ...registrar, roles: ["registrar"] };

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
  }, 60_000);
  afterAll(async () => t?.close());

  const bandRows = async () =>
    queryRows<{ id: number; grade: string; minScore: number; points: number }>(
      t.database.db,
      sql`SELECT id, grade, min_score AS "minScore", points FROM grade_bands ORDER BY min_score DESC`,
    );

  it("seeds the NCE scale and classes the shared grading module uses", async () => {
    const bands = await bandRows();
    expect(bands.map(({ grade, minScore, points }) => ({ grade, minScore, points }))).toEqual(
      NCE_GRADE_BANDS,
    );
    expect(gradeBandProblems(bands)).toEqual([]);
    expect(gradeOf(64, bands).grade).toBe("B");
    const classes = await queryRows<{ name: string; min: number }>(
      t.database.db,
      sql`SELECT name, (min_cgpa * 100)::int AS min FROM certificate_class_bands ORDER BY min_cgpa DESC`,
    );
    expect(classes.map(({ name, min }) => ({ name, minCgpaHundredths: min }))).toEqual(
      NCE_CERTIFICATE_CLASSES,
    );
  });

  it("refuses to move or delete the band that starts at 0, and a band giving more than one above it", async () => {
    const bands = await bandRows();
    const bottom = bands.find((band) => band.minScore === 0);
    const e = bands.find((band) => band.grade === "E");
    if (!bottom || !e) throw new Error("the seeded scale has no F or E band");
    const moved = await call(editor, "PUT", `/api/resources/grade-bands/${bottom.id}`, {
      grade: "F",
      minScore: 10,
      points: 0,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors[0]).toMatchObject({ path: "minScore" });
    const deleted = await call(editor, "DELETE", `/api/resources/grade-bands/${bottom.id}`);
    expect(deleted.statusCode).toBeGreaterThanOrEqual(400);
    expect(deleted.statusCode).toBeLessThan(500);
    const richer = await call(editor, "PUT", `/api/resources/grade-bands/${e.id}`, {
      grade: "E",
      minScore: 40,
      points: 3,
    });
    expect(richer.statusCode).toBe(400);
    expect(richer.json().errors[0]).toEqual({
      path: "points",
      message: "a band cannot give more points than a band above it",
    });
    expect(await bandRows()).toEqual(bands);
    // A band moved within the scale is fine: B now starts at 62.
    const b = bands.find((band) => band.grade === "B");
    const shifted = await call(editor, "PUT", `/api/resources/grade-bands/${b?.id}`, {
      grade: "B",
      minScore: 62,
      points: 4,
    });
    expect(shifted.statusCode).toBe(200);
  });
});
