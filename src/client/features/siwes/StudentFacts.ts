import type { StudentSiwes } from "../../api/siwes";
import type { DetailRow } from "../../engine/document";

/** The student's lines both SIWES and clearance documents open with. */
export function studentRows(student: StudentSiwes["student"], sessionName: string): DetailRow[] {
  return [
    ["Name", student.fullName],
    ["Matric number", student.regNumber],
    ["Programme", student.programme],
    ["Department", student.department],
    ["School", student.school],
    ["Level", student.level],
    ["Session", sessionName],
  ];
}
