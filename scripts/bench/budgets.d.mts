/** gzip JavaScript a first visit of each page may load, in KB. */
export const JS_BUDGETS_KB: {
  landing: number;
  signIn: number;
  studentDashboard: number;
  results: number;
  wizard: number;
  adminList: number;
};
/** Everything the landing page's first visit transfers (HTML, JS, CSS, fonts) as served compressed, in KB. */
export const LANDING_WIRE_BUDGET_KB: number;
