import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AddDropRegistration,
  AddDropStudent,
  PassportUpload,
  StaffAddDropBody,
  StudentActivation,
  StudentProfile,
  StudentProfileUpdate,
} from "../../contract/students";
import { getData, http } from "./http";

export type {
  AddDropRegistration,
  AddDropStudent,
  StudentProfile,
  StudentProfileUpdate,
} from "../../contract/students";

/** Student management and the student's own profile (src/contract/students.ts). */
export const studentKeys = {
  all: ["students"] as const,
  own: () => ["students", "own"] as const,
  profile: (id: number) => ["students", "profile", id] as const,
  addDropStudent: (regNumber: string) => ["students", "addDrop", "student", regNumber] as const,
  addDropRegistration: (id: number) => ["students", "addDrop", "registration", id] as const,
};

async function send<T>(
  method: "post" | "put",
  url: string,
  body: unknown,
): Promise<{ data: T; message: string | undefined }> {
  const response = await http[method]<{ data: T; message?: string }>(url, body);
  return { data: response.data.data, message: response.data.message };
}

export const fetchOwnProfile = () => getData<StudentProfile>("/Student/student-profile");
export const fetchStudentProfile = (id: number) => getData<StudentProfile>(`/Student/student-profile/${id}`);
export const updateOwnProfile = (body: StudentProfileUpdate) =>
  send<StudentProfile>("put", "/Student/update-student-profile", body);
export const uploadOwnPassport = (body: PassportUpload) =>
  send<StudentProfile>("post", "/UserDocument/upload-passport", body);
export const uploadStudentPassport = ({ id, passport }: { id: number; passport: string }) =>
  send<StudentProfile>("post", `/Student/${id}/upload-passport`, { passport });
export const setStudentActive = ({ studentId, active }: { studentId: number; active: boolean }) =>
  send<StudentActivation>("post", active ? "/Student/activate-student" : "/Student/deactivate-student", {
    studentId,
  });
export const fetchAddDropStudent = (regNumber: string) =>
  getData<AddDropStudent>("/CourseManagement/add-drop/student", { regNumber });
export const fetchAddDropRegistration = (id: number) =>
  getData<AddDropRegistration>(`/CourseManagement/add-drop/registration/${id}`);
export const staffAddOrDrop = (body: StaffAddDropBody) =>
  send<AddDropRegistration>("post", "/CourseManagement/add-or-drop-courses", body);

export function useOwnProfile() {
  return useQuery({ queryKey: studentKeys.own(), queryFn: fetchOwnProfile });
}

export function useStudentProfile(id: number | undefined) {
  return useQuery({
    queryKey: studentKeys.profile(id ?? 0),
    queryFn: () => fetchStudentProfile(id as number),
    enabled: id !== undefined,
    retry: false,
  });
}

export function useAddDropStudent(regNumber: string | undefined) {
  return useQuery({
    queryKey: studentKeys.addDropStudent(regNumber ?? ""),
    queryFn: () => fetchAddDropStudent(regNumber as string),
    enabled: regNumber !== undefined && regNumber !== "",
    retry: false,
  });
}

export function useAddDropRegistration(id: number | undefined) {
  return useQuery({
    queryKey: studentKeys.addDropRegistration(id ?? 0),
    queryFn: () => fetchAddDropRegistration(id as number),
    enabled: id !== undefined,
    retry: false,
  });
}

/** A write that refreshes every student answer (and the generic lists' rows) when it succeeds. */
export function useStudentWrite<Input, Output>(
  write: (input: Input) => Promise<{ data: Output; message: string | undefined }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries(),
  });
}
