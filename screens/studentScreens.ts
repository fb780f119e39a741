import { studentChangeOfDepartmentScreens } from "./changeOfDepartment";
import { type AudienceScreens, commonScreens } from "./commonScreens";
import { frame } from "./frame";
import { studentHostelScreens } from "./hostels";
import { studentReferralScreens } from "./referrals";
import { studentResultScreens } from "./results";
import { studentAcademicScreens, studentManagementStudentScreens } from "./studentAcademic";
import { studentDocumentScreens } from "./studentDocuments";
import { studentFeeScreens } from "./studentFees";
import { studentSiwesScreens } from "./studentSiwes";

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
