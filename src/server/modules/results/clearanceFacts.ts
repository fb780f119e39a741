import { sql } from "drizzle-orm";
import { formatGpa } from "../../../schema/grading/gpa";
import type { WorkflowFacts } from "../workflows/workflowFacts";
import { clearanceStandings } from "./clearance";
import { studentRecordsWhere } from "./resultRows";

/**
 * The graduate-clearance workflow's `graduateClearance` facts: each listed student's CGPA, whether
 * every clearance check passes (`eligible`: the `clear` step's `when`) and what stands in the way,
 * worked out by the same checks the step's effect runs again (clearance.ts).
 */
export const graduateClearanceFacts: WorkflowFacts = {
  fields: ["cgpa", "eligible", "clearance"],
  async load(db, ids) {
    const students = await studentRecordsWhere(db, sql`st.id = ANY(${`{${ids.join(",")}}`}::int[])`);
    const standings = await clearanceStandings(db, students);
    return new Map(
      [...standings].map(([id, standing]) => [
        id,
        {
          cgpa: standing.cgpa === null ? null : formatGpa(standing.cgpa),
          eligible: standing.eligible,
          clearance: standing.eligible ? "Ready to clear" : standing.problems.join(", "),
        },
      ]),
    );
  },
};
