import { sql } from "drizzle-orm";
import { aperSection, sectionsOfStep } from "../../../schema/performanceEvaluation/aperSections";
import type { Workflow } from "../../../schema/workflows";
import { type AuditActor, SYSTEM_ACTOR } from "../../modules/audit/auditService";
import type { AuthUser } from "../../modules/auth/accessToken";
import {
  EVALUATION_WORKFLOW,
  saveSection,
  startOwnEvaluation,
} from "../../modules/performanceEvaluation/evaluationService";
import { sampleAnswers } from "../../modules/performanceEvaluation/sampleAnswers";
import { readWorkflowFiles } from "../../modules/workflows/readWorkflowFiles";
import { takeTransition } from "../../modules/workflows/workflowService";
import { type Db, queryRows } from "../database";

/** How far each demo lecturer's evaluation has gone: the steps taken, in order. */
const CHAIN = ["submit", "assess", "report", "sign"] as const;
type Step = (typeof CHAIN)[number];

interface DemoEvaluation {
  /** The last step taken; undefined: a draft with the first two sections saved. */
  upTo?: Step;
  grade: string;
  recommendation: "Accelerated" | "Normal" | "Not due";
}

/** Four lecturers without accounts, one waiting at each officer and one signed. */
const OTHERS: readonly DemoEvaluation[] = [
  { upTo: "submit", grade: "B", recommendation: "Normal" },
  { upTo: "assess", grade: "A", recommendation: "Accelerated" },
  { upTo: "report", grade: "C", recommendation: "Normal" },
  { upTo: "sign", grade: "B", recommendation: "Not due" },
];

/** The lecturers' accounts the evaluation demo adds (without a usable password), one per evaluation beyond `lecturer`'s. */
export const DEMO_EVALUATED_ACCOUNTS = OTHERS.length;

const asUser = (id: number, userName: string): AuthUser => ({
  id,
  userName,
  userType: "lecturer",
  roles: [],
  claims: [],
});

const actorOf = (user: AuthUser): AuditActor => ({
  ...SYSTEM_ACTOR,
  actorId: user.id,
  actorName: `${user.userName} (demo seed)`,
});

/**
 * The demo evaluation year (the current calendar year): `hod` reviews, `dean` reports and
 * `registrar` counter-signs every demo lecturer's evaluation, so each of them finds one waiting;
 * `lecturer` has a draft with two sections saved, and four other lecturers (given accounts without
 * a usable password: they never sign in) stand at each step, one signed for the results. Every
 * row is made through the module's service and the workflow's steps, as people would. Idempotent:
 * skipped once any evaluation year exists.
 */
export async function seedPerformanceEvaluations(db: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await queryRows<{ id: number }>(db, sql`SELECT id FROM evaluation_years LIMIT 1`);
  if (existing) return;
  const officers = await queryRows<{ id: number; userName: string }>(
    db,
    sql`SELECT id, lower(user_name) AS "userName" FROM users WHERE lower(user_name) IN ('lecturer', 'hod', 'dean', 'registrar')`,
  );
  const named = (name: string) => officers.find((officer) => officer.userName === name);
  const [lecturer, hod, dean, registrar] = ["lecturer", "hod", "dean", "registrar"].map(named);
  if (!lecturer || !hod || !dean || !registrar) return;
  const workflow = (await readWorkflowFiles()).find((file) => file.name === EVALUATION_WORKFLOW) as Workflow;
  const [lookups] = await queryRows<{ pensionFundId: number; bankId: number }>(
    db,
    sql`SELECT (SELECT min(id) FROM pension_funds) AS "pensionFundId", (SELECT min(id) FROM banks) AS "bankId"`,
  );
  if (!lookups) return;

  const [year] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO evaluation_years (year) VALUES (${now.getUTCFullYear()}) RETURNING id`,
  );
  if (!year) return;
  const others = await queryRows<{ id: number; userName: string }>(
    db,
    sql`WITH picked AS (
          SELECT id, staff_number, first_name, surname FROM lecturers WHERE user_id IS NULL ORDER BY id LIMIT ${OTHERS.length}
        ), made AS (
          INSERT INTO users (user_name, full_name, user_type, password_hash, setup_complete)
          SELECT 'aper.' || lower(replace(staff_number, '/', '.')), first_name || ' ' || surname, 'lecturer', '!', true
          FROM picked ORDER BY id
          RETURNING id, user_name
        )
        SELECT id, user_name AS "userName" FROM made ORDER BY id`,
  );
  await db.execute(sql`UPDATE lecturers l SET user_id = u.id FROM users u
    WHERE u.user_name = 'aper.' || lower(replace(l.staff_number, '/', '.')) AND l.user_id IS NULL`);

  const staff = [lecturer, ...others];
  for (const person of staff)
    await db.execute(sql`INSERT INTO evaluation_assessors
      (year_id, staff_id, reviewer_id, reporting_officer_id, counter_signing_officer_id)
      VALUES (${year.id}, ${person.id}, ${hod.id}, ${dean.id}, ${registrar.id})`);

  const takers: Record<Step, AuthUser> = {
    submit: asUser(0, ""), // replaced by the staff member below
    assess: asUser(hod.id, hod.userName),
    report: asUser(dean.id, dean.userName),
    sign: asUser(registrar.id, registrar.userName),
  };
  const demos: [AuthUser, DemoEvaluation][] = [
    [asUser(lecturer.id, lecturer.userName), { grade: "B", recommendation: "Normal" }],
    ...others.map((other, index): [AuthUser, DemoEvaluation] => [
      asUser(other.id, other.userName),
      OTHERS[index] as DemoEvaluation,
    ]),
  ];
  for (const [member, demo] of demos) {
    const evaluation = await startOwnEvaluation(db, workflow, member, actorOf(member), year.id);
    const answers: Record<string, Record<string, unknown>> = sampleAnswers(lookups, demo.grade);
    answers["aper-officer-report"] = {
      ...answers["aper-officer-report"],
      recommendation: demo.recommendation,
    };
    const steps = demo.upTo ? CHAIN.slice(0, CHAIN.indexOf(demo.upTo) + 1) : [];
    const fill = async (user: AuthUser, names: readonly string[]) => {
      for (const name of names) {
        const section = aperSection(name);
        if (section)
          await saveSection(db, workflow, user, actorOf(user), evaluation.id, section, answers[name] ?? {});
      }
    };
    if (steps.length === 0) await fill(member, ["aper-personal-record", "aper-qualifications"]);
    for (const step of steps) {
      const taker = step === "submit" ? member : takers[step];
      await fill(
        taker,
        sectionsOfStep(step).map((section) => section.name),
      );
      await takeTransition(db, workflow, [evaluation.id], step, { user: taker, audit: actorOf(taker) }, null);
    }
  }
}
