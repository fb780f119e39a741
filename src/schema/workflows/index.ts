export { renderTemplate, templateNames } from "./template";
export type { Transition, WorkflowFile } from "./workflowFormat";
export {
  allowedTransitions,
  checkWorkflowFile,
  checkWorkflowFiles,
  type HeldPost,
  postKeyOf,
  reasonRule,
  rolesOf,
  ruleFor,
  sqlFieldsOf,
  stampedPost,
  transitionOf,
  type Workflow,
  type WorkflowActor,
  WorkflowFileError,
} from "./workflowModel";
export { noticeOf, noticesOf, type WorkflowNotice } from "./workflowNotice";
export { isPostName, type PostName, SCOPE_KEYS, type ScopeKey, WORKFLOW_POSTS } from "./workflowPosts";
