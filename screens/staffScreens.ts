import { staffAcademicScreens } from "./academic";
import { admissionListScreens } from "./admissions";
import { admissionsAdminScreens } from "./admissionsAdmin";
import { applicationReviewScreens } from "./applicationReview";
import { applicationTypeAdminScreens } from "./applicationTypesAdmin";
import { bursaryScreens } from "./bursary";
import { type AudienceScreens, commonScreens, frame } from "./commonScreens";
import { signedInVerificationScreens } from "./documentScreens";
import { withGroupTabs } from "./groupTabs";
import { performanceEvaluationScreens } from "./performanceEvaluation";
import { withRecordChoosers } from "./recordChooser";
import { reportScreens } from "./reports";
import { resourceScreensBeside } from "./resources";
import { staffResultScreens } from "./results";
import { scoreScreens } from "./scores";
import { staffSiwesScreens } from "./siwes";
import { studentManagementStaffScreens } from "./studentManagement";
import { utilitiesScreens } from "./utilities";
import { workflowScreens } from "./workflows";

/** The staff's route table: loaded at a staff member's sign-in (App), never by students or visitors. */
export const staffScreens: AudienceScreens = {
  frame,
  screens: withGroupTabs(
    withRecordChoosers([
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
      {
        path: "/applications/reset",
        load: () => import("../src/client/features/applications/ApplicationResetPage"),
        access: ["admissions"],
        group: { name: "applications", title: "Reset Application", order: 2 },
      },
      {
        path: "/user_management/impersonate",
        load: () => import("../src/client/features/impersonation/ImpersonatePage"),
      },
    ]),
  ),
};
