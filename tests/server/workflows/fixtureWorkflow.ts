import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { checkWorkflowFile, type Workflow } from "../../../src/schema/workflows";
import type { Db } from "../../../src/server/db/database";

/** The made-up workflow file of tests/fixtures/workflows/, as read. */
export function leaveRequestsFile(): Record<string, unknown> {
  const url = new URL("../../fixtures/workflows/leave-requests.json", import.meta.url);
  return JSON.parse(readFileSync(url, "utf8"));
}

/** The made-up workflow of tests/fixtures/workflows/ and the test table it runs over. */
export function leaveRequestsWorkflow(): Workflow {
  return checkWorkflowFile("leave-requests.json", leaveRequestsFile());
}

/**
 * The same workflow, but approving is for the HOD of the department that covers the absence (a
 * post over a field of the row other than the file's scope: a rule's `over`).
 */
export function coveredLeaveWorkflow(): Workflow {
  const url = new URL("../../fixtures/workflows/leave-requests.json", import.meta.url);
  const file = JSON.parse(readFileSync(url, "utf8"));
  file.fields.coverDepartmentId = { label: "Covered by", sql: "row.cover_department_id" };
  const approve = file.transitions.find((step: { name: string }) => step.name === "approve");
  approve.by = [{ post: "hod", over: { department: "coverDepartmentId" } }];
  return checkWorkflowFile("leave-requests.json", file);
}

export async function createLeaveRequestsTable(db: Db): Promise<void> {
  await db.execute(sql`CREATE TABLE test_leave_requests (
    id serial PRIMARY KEY,
    title text NOT NULL,
    days integer NOT NULL,
    status text NOT NULL DEFAULT 'open',
    department_id integer NOT NULL,
    cover_department_id integer,
    reviewer_id integer,
    owner_id integer,
    reviewed_at timestamptz,
    decided_by integer,
    decided_as text,
    decided_at timestamptz,
    note text)`);
}
