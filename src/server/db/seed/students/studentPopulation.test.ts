import { describe, expect, it } from "vitest";
import { DEMO_STUDENT_TYPE_PROGRAMMES } from "../programmeLinks";
import { demoStudents } from "./demoStudents";
import { generateStudents, INTAKES, SESSIONS, standing } from "./studentPopulation";

/** The CHECK of migration 0060 on students.reg_number. */
const MATRIC = /^[A-Z0-9]+(\/[A-Z0-9]+)+$/;
const options = { count: 2000, seed: 7, firstSerial: 1, ninOffset: 0 };

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe("generateStudents", () => {
  const students = generateStudents(options);

  it("makes the number asked for, the same set for the same seed and another for another seed", () => {
    expect(students).toHaveLength(2000);
    expect(generateStudents(options)).toEqual(students);
    expect(generateStudents({ ...options, seed: 8 })[0]).not.toEqual(students[0]);
  });

  it("gives unique matric numbers in the database's format, unique emails and NINs", () => {
    expect(duplicates(students.map((s) => s.regNumber))).toEqual([]);
    expect(duplicates(students.map((s) => s.email))).toEqual([]);
    expect(duplicates(students.map((s) => s.nin))).toEqual([]);
    for (const s of students) {
      expect(s.regNumber).toMatch(MATRIC);
      expect(
        s.regNumber.startsWith(
          `${INTAKES.find((i) => i.programme === s.programme)?.prefix}/${s.session.slice(0, 4)}/${s.department}/`,
        ),
      ).toBe(true);
      expect(s.nin).toMatch(/^[0-9]{11}$/);
      expect(s.mobileNumber).toMatch(/^0[0-9]{10}$/);
    }
  });

  it("skips matric numbers and emails already taken, and starts each series at the first serial", () => {
    const first = students[0]!;
    const again = generateStudents({
      ...options,
      taken: new Set([first.regNumber]),
      takenEmails: new Set([first.email]),
    });
    expect(again.map((s) => s.regNumber)).not.toContain(first.regNumber);
    expect(again.map((s) => s.email)).not.toContain(first.email);
    const load = generateStudents({ ...options, firstSerial: 1000 });
    for (const s of load) expect(Number(s.regNumber.split("/").at(-1))).toBeGreaterThanOrEqual(1000);
  });

  it("admits each student type only to a programme it leads to (seed/programmeLinks.ts)", () => {
    const allowed = new Map(DEMO_STUDENT_TYPE_PROGRAMMES);
    for (const s of students) expect(allowed.get(s.studentTypeId), `${s.regNumber}`).toContain(s.programme);
  });

  it("spreads students over every programme, many departments, every level and session", () => {
    expect(new Set(students.map((s) => s.programme))).toEqual(new Set(INTAKES.map((i) => i.programme)));
    expect(new Set(students.map((s) => s.department)).size).toBeGreaterThanOrEqual(20);
    expect([...new Set(students.map((s) => s.level))].sort((a, b) => a - b)).toEqual([0, 100, 200, 300, 400]);
    expect(new Set(students.map((s) => s.session))).toEqual(new Set(SESSIONS));
    expect(new Set(students.map((s) => s.status))).toEqual(
      new Set(["active", "graduated", "withdrawn", "suspended"]),
    );
  });

  it("puts a student at the level their years since entry give, graduated once the programme is over", () => {
    const nce = INTAKES.find((i) => i.programme === "NCE")!;
    expect(standing(nce, 2)).toEqual({ level: 100, graduated: false });
    expect(standing(nce, 0)).toEqual({ level: 300, graduated: false });
    const preNce = INTAKES.find((i) => i.programme === "PNCE")!;
    expect(standing(preNce, 2)).toEqual({ level: 0, graduated: false });
    expect(standing(preNce, 1)).toEqual({ level: 0, graduated: true });
    const directEntry = INTAKES.find((i) => i.programme === "BSCED" && i.entryLevel === 200)!;
    expect(standing(directEntry, 0)).toEqual({ level: 400, graduated: false });
    for (const s of students.filter((s) => s.status === "graduated"))
      expect(["PNCE", "PGDE", "JUPEB"]).toContain(s.programme);
  });
});

describe("demoStudents", () => {
  it("holds the three demo accounts' records, the course-management students and 300 more, all unique", () => {
    const students = demoStudents();
    expect(students).toHaveLength(3 + 8 + 300);
    expect(students.filter((s) => s.userName).map((s) => [s.userName, s.programme, s.studentTypeId])).toEqual(
      [
        ["student", "NCE", 1],
        ["pgstudent", "PGDE", 7],
        ["jupebstudent", "JUPEB", 50],
      ],
    );
    expect(duplicates(students.map((s) => s.regNumber))).toEqual([]);
    expect(duplicates(students.map((s) => s.email))).toEqual([]);
    expect(duplicates(students.map((s) => s.nin))).toEqual([]);
  });
});
