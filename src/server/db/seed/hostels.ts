import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../database";

/**
 * The demo hostels (issue 23), run by the `hostel` account: three halls, their room categories
 * and who may book them, and the current session's booking window. Sardauna Hall alone has 40
 * bed spaces in "NCE and JUPEB students", which both `student` (NCE, type 1) and `jupebstudent`
 * (JUPEB, type 50) may book. Seeded only while there is no category.
 */

interface DemoCategory {
  name: string;
  description: string;
  gender: string | null;
  /** Student type ids, one rule each; none: anyone. */
  studentTypes: number[];
}

const CATEGORIES: DemoCategory[] = [
  {
    name: "NCE and JUPEB students",
    description: "Four-bed rooms for NCE and JUPEB students of any level.",
    gender: null,
    studentTypes: [1, 50],
  },
  {
    name: "Female students",
    description: "Any female student.",
    gender: "Female",
    studentTypes: [],
  },
  {
    name: "Postgraduate students",
    description: "Two-bed rooms for postgraduate students.",
    gender: null,
    studentTypes: [7],
  },
];

/** [hostel, code, address, category, rooms, beds per room] */
const HOSTELS: [string, string, string, string, number, number][] = [
  ["Sardauna Hall", "SDH", "North campus, by the sports complex", "NCE and JUPEB students", 10, 4],
  ["Queen Amina Hall", "QAH", "South campus, behind the library", "Female students", 6, 4],
  ["Postgraduate Lodge", "PGL", "Staff quarters road", "Postgraduate students", 4, 2],
];

/** Confirmed reservations of the current session for `count` active students without accounts. */
async function assignDemoBeds(db: Db, hostel: string, who: SQL, count: number): Promise<void> {
  await db.execute(
    sql`WITH beds AS (
        SELECT b.id, row_number() OVER (ORDER BY b.id DESC) AS n FROM hostel_bed_spaces b
        JOIN hostel_rooms r ON r.id = b.room_id JOIN hostels h ON h.id = r.hostel_id
        WHERE h.name = ${hostel} AND b.in_service
      ), people AS (
        SELECT st.id, row_number() OVER (ORDER BY st.id) AS n FROM students st JOIN genders g ON g.id = st.gender_id
        WHERE st.user_id IS NULL AND st.status = 'active' AND ${who}
          AND NOT EXISTS (SELECT 1 FROM hostel_reservations x WHERE x.student_id = st.id)
      )
      INSERT INTO hostel_reservations (student_id, session_id, bed_space_id, status)
      SELECT people.id, s.id, beds.id, 'confirmed'
      FROM beds JOIN people ON people.n = beds.n, academic_sessions s
      WHERE s.is_current AND beds.n <= ${count}`,
  );
}

export async function seedHostels(db: Db): Promise<{ bedSpaces: number }> {
  const [existing] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM hostel_categories`,
  );
  if ((existing?.count ?? 0) > 0) return { bedSpaces: 0 };
  for (const category of CATEGORIES) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO hostel_categories (name, description, gender_id)
        VALUES (${category.name}, ${category.description}, (SELECT id FROM genders WHERE name = ${category.gender}))
        RETURNING id`,
    );
    for (const studentTypeId of category.studentTypes)
      await db.execute(
        sql`INSERT INTO hostel_category_rules (category_id, student_type_id)
          SELECT ${row?.id}, id FROM student_types WHERE id = ${studentTypeId}`,
      );
  }
  for (const [name, code, address, category, rooms, beds] of HOSTELS) {
    const [hostel] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO hostels (name, code, address) VALUES (${name}, ${code}, ${address}) RETURNING id`,
    );
    // The room trigger makes each room's bed spaces from its capacity (migration 0330).
    await db.execute(
      sql`INSERT INTO hostel_rooms (hostel_id, name, category_id, capacity)
        SELECT ${hostel?.id}, (100 + n)::text, c.id, ${beds}
        FROM generate_series(1, ${rooms}) AS n, hostel_categories c WHERE c.name = ${category}`,
    );
  }
  // One bed out of service, as the hostel office would mark a broken one.
  await db.execute(
    sql`UPDATE hostel_bed_spaces SET in_service = false
      WHERE label = 'Sardauna Hall · Room 110 · Bed 4'`,
  );
  // Booking is open for the whole current session (and a little either side of today).
  await db.execute(
    sql`INSERT INTO hostel_booking_windows (session_id, opens_on, closes_on, hold_hours)
      SELECT id, LEAST(start_date, current_date), GREATEST(end_date, current_date + 60), 48
      FROM academic_sessions WHERE is_current ON CONFLICT DO NOTHING`,
  );
  // A few students the hostel office already assigned (generated students, who have no accounts
  // to notify), so the occupancy report has something to show; Sardauna Hall keeps 34 free beds.
  await assignDemoBeds(db, "Queen Amina Hall", sql`g.name = 'Female'`, 6);
  await assignDemoBeds(db, "Sardauna Hall", sql`st.student_type_id = 1 AND g.name = 'Male'`, 5);
  const [count] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM hostel_bed_spaces`,
  );
  return { bedSpaces: count?.count ?? 0 };
}
