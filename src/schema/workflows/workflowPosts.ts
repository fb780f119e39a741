/**
 * The posts a workflow may name in a transition's `by` ("the student's course adviser", "the
 * department's HOD"...): a person holds one over a row when the staff assignment tables say so for
 * the row's department, level and session, or when the row names them its reviewer. Which row
 * columns each post reads is here, framework-free, so a file is checked without a database; the
 * SQL of each is in the server's `modules/workflows/postPredicates.ts`.
 */
export const SCOPE_KEYS = ["department", "level", "session", "reviewer"] as const;
export type ScopeKey = (typeof SCOPE_KEYS)[number];

export interface WorkflowPost {
  /** In running text: "course adviser". */
  title: string;
  /** The row's columns (workflow `scope`) the post is decided on. */
  needs: readonly ScopeKey[];
}

export const WORKFLOW_POSTS = {
  courseAdviser: { title: "course adviser", needs: ["department", "level", "session"] },
  hod: { title: "head of department", needs: ["department"] },
  dean: { title: "dean", needs: ["department"] },
  assignedReviewer: { title: "assigned reviewer", needs: ["reviewer"] },
} as const satisfies Record<string, WorkflowPost>;

export type PostName = keyof typeof WORKFLOW_POSTS;

export function isPostName(value: string): value is PostName {
  return Object.hasOwn(WORKFLOW_POSTS, value);
}
