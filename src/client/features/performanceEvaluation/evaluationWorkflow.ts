/** schemas/workflows/performance-evaluation.json: the chain every page here takes steps of. */
export const EVALUATION_WORKFLOW = "performance-evaluation";
