import { studentAcademicScreens } from "./academic";
import { studentChangeOfDepartmentScreens } from "./changeOfDepartment";
import { type AudienceScreens, commonScreens, frame } from "./commonScreens";
import { studentHostelScreens } from "./hostels";
import { studentReferralScreens } from "./referrals";
import { studentResultScreens } from "./results";
import { studentSiwesScreens } from "./siwes";
import { studentDocumentScreens } from "./studentDocuments";
import { studentFeeScreens } from "./studentFees";
import { studentManagementStudentScreens } from "./studentManagement";

/** The students' route table: loaded at a student's sign-in (App), never by staff or visitors. */
export const studentScreens: AudienceScreens = {
  frame,
  screens: [
    ...commonScreens,
    ...studentFeeScreens,
    ...studentDocumentScreens,
    ...studentAcademicScreens,
    ...studentResultScreens,
    ...studentManagementStudentScreens,
    ...studentHostelScreens,
    ...studentSiwesScreens,
    ...studentChangeOfDepartmentScreens,
    ...studentReferralScreens,
  ],
};
