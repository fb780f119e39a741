import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import { migrate, readMigrations } from "../../../src/server/db/migrate";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../support/testDatabase";

/**
 * Migration 0200 on a college that already has students made from applicants: their applicant
 * invoices become theirs, and an unpaid duplicate of a fee the applicant had paid is cancelled.
 */
describe.each(databaseKinds)("migration 0200 on %s", (kind) => {
  let t: TestDatabase;
  afterEach(async () => t?.drop());

  it("gives students made before it what they paid as applicants, and cancels the second acceptance invoice", async () => {
    t = await createTestDatabase(kind, { migrated: false });
    const all = await readMigrations();
    await migrate(
      t.database,
      all.filter((migration) => migration.id < "0200"),
    );
    const db = t.database.db;
    await db.execute(sql`INSERT INTO academic_sessions (id, name, start_date, end_date, is_current)
      VALUES (900, '2026/2027', '2026-09-01', '2027-08-31', true)`);
    await db.execute(sql`INSERT INTO modes_of_entry (id, name) VALUES (1, 'UTME')`);
    await db.execute(sql`INSERT INTO modes_of_study (id, name) VALUES (1, 'Full Time')`);
    const [applicant] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO applicants (application_type_id, session_id, last_name, first_name, mobile_number, status)
        VALUES ('nce', 900, 'Okafor', 'Ada', '08031234567', 'admitted') RETURNING id`,
    );
    const [student] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO students (reg_number, last_name, first_name, programme_id, department_id, level_id,
          student_type_id, mode_of_entry_id, mode_of_study_id, session_of_entry_id, applicant_id)
        VALUES ('NCE/2026/GSE/0001', 'Okafor', 'Ada', (SELECT min(id) FROM programmes), 1, (SELECT min(id) FROM levels),
          (SELECT min(id) FROM student_types), 1, 1, 900, ${applicant!.id}) RETURNING id`,
    );
    const invoice = async (payer: "applicant" | "student", purpose: number, status: "paid" | "unpaid") => {
      const [row] = await queryRows<{ invoice_number: string }>(
        db,
        sql`INSERT INTO invoices (applicant_id, student_id, fee_purpose_id, session_id, payment_type, description, items, total, status, paid_at)
          VALUES (${payer === "applicant" ? applicant!.id : null}, ${payer === "student" ? student!.id : null}, ${purpose}, 900,
            'Full', 'Fee', '[]'::jsonb, 2500000, ${status}, ${status === "paid" ? sql`now()` : null})
          RETURNING invoice_number`,
      );
      return row!.invoice_number;
    };
    const applicationFee = await invoice("applicant", 10, "paid");
    const acceptance = await invoice("applicant", 2, "paid");
    const secondAcceptance = await invoice("student", 2, "unpaid");

    await migrate(t.database);

    const rows = await queryRows<{ invoice_number: string; student_id: number | null; status: string }>(
      db,
      sql`SELECT invoice_number, student_id, status FROM invoices ORDER BY id`,
    );
    expect(rows).toEqual([
      { invoice_number: applicationFee, student_id: student!.id, status: "paid" },
      { invoice_number: acceptance, student_id: student!.id, status: "paid" },
      { invoice_number: secondAcceptance, student_id: student!.id, status: "cancelled" },
    ]);
  });
});
