import { staffAcademicScreens } from "./academic";
import { admissionListScreens, admissionsAdminScreens } from "./admissionsAdmin";
import { applicationReviewScreens } from "./applicationReview";
import { applicationTypeAdminScreens } from "./applicationTypesAdmin";
import { bursaryScreens } from "./bursary";
import { type AudienceScreens, commonScreens } from "./commonScreens";
import { signedInVerificationScreens } from "./documentScreens";
import { performanceEvaluationScreens } from "./performanceEvaluation";
import { reportScreens } from "./reports";
import { resourceScreensBeside } from "./resources";
import { scoreScreens } from "./scores";
import { staffSiwesScreens } from "./siwes";
import { staffResultScreens } from "./staffResults";
import { staffTable } from "./staffTable";
import { staffToolScreens } from "./staffTools";
import { studentManagementStaffScreens } from "./studentManagement";
import type { ScreenRoute } from "./types";
import { utilitiesScreens } from "./utilities";
import { workflowScreens } from "./workflows";

/**
 * Every staff line, each taken from an area file's exported list (screens/staffIndex.ts finds
 * each line's area there, so a line written here instead would have none).
 */
export const staffScreenLines: readonly ScreenRoute[] = [
  ...commonScreens,
  // A workflow's screen may take a resource file's route (the application review's list).
  ...resourceScreensBeside([...applicationReviewScreens, ...workflowScreens]),
  ...applicationReviewScreens,
  ...signedInVerificationScreens,
  ...bursaryScreens,
  ...admissionListScreens,
  ...reportScreens,
  ...workflowScreens,
  ...staffResultScreens,
  ...scoreScreens,
  ...staffAcademicScreens,
  ...studentManagementStaffScreens,
  ...staffSiwesScreens,
  ...performanceEvaluationScreens,
  ...utilitiesScreens,
  ...admissionsAdminScreens,
  ...applicationTypeAdminScreens,
  ...staffToolScreens,
];

/**
 * The staff's whole route table, every area's code behind it: for tests and tools. The browser
 * loads the light index made from it at build time (screens/staffIndex.ts), each area's lines
 * with its first screen.
 */
export const staffScreens: AudienceScreens = staffTable(staffScreenLines);
