/** The workflow engine screen: any schemas/workflows/<name>.json as a list with its steps. */
export { DecisionDialog, type DecisionRequest } from "./DecisionDialog";
export { WorkflowScreen, type WorkflowScreenProps, workflowScreen } from "./WorkflowScreen";
export {
  filterDefaults,
  labelledRow,
  rowName,
  stepQuestion,
  stepsForAll,
  WAITING_FILTER,
  type WorkflowStep,
  workflowGridConfig,
} from "./workflowGrid";
