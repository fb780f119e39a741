/** The workflow engine screen: any schemas/workflows/<name>.json as a list with its steps. */
export { DecisionDialog, type DecisionRequest } from "./DecisionDialog";
export { WorkflowScreen, type WorkflowScreenProps } from "./WorkflowScreen";
export { rowName, stepQuestion, stepsForAll, type WorkflowStep, workflowGridConfig } from "./workflowGrid";
