import type { ResourceHooks } from "../resourceHooks";
import { directEntryCandidatesHooks, jambCandidatesHooks } from "./admissionCandidates";
import { applicationTypeChoiceHooks } from "./applicationTypeChoice";
import { courseAssignmentsHooks } from "./course-assignments";
import { hostelReservationsHooks, hostelRoomsHooks } from "./hostels";
import { rolesHooks } from "./roles";
import { studentsHooks } from "./students";

/** Every resource's hooks, by resource name: one file per resource beside this one. */
const HOOKS: Readonly<Record<string, ResourceHooks>> = {
  "course-assignments": courseAssignmentsHooks,
  roles: rolesHooks,
  students: studentsHooks,
  "application-fees": applicationTypeChoiceHooks,
  "application-setup": applicationTypeChoiceHooks,
  "jamb-candidates": jambCandidatesHooks,
  "direct-entry-candidates": directEntryCandidatesHooks,
  "hostel-rooms": hostelRoomsHooks,
  "hostel-reservations": hostelReservationsHooks,
};

/** The hooks of one resource, if it has any. */
export function hooksOf(name: string): ResourceHooks | undefined {
  return HOOKS[name];
}

/** Hook files whose resource does not exist: a renamed file must not leave its rules behind silently. */
export function orphanHooks(names: ReadonlySet<string>): string[] {
  return Object.keys(HOOKS).filter((name) => !names.has(name));
}
