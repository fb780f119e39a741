import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AddOrDropBody,
  BorrowableCourse,
  DecisionBody,
  RegisterBody,
  RegistrableCourses,
  Registration,
  RegistrationSummary,
  TermQuery,
} from "../../contract/courseRegistration";
import { getData, http } from "./http";

export type {
  RegisteredCourse,
  RegistrableCourses,
  Registration,
  RegistrationSummary,
} from "../../contract/courseRegistration";

/** Every course-registration answer sits under one key, so any change refreshes them all. */
export const courseRegistrationKeys = {
  all: ["courseRegistration"] as const,
  registrable: (query: TermQuery) => ["courseRegistration", "registrable", query] as const,
  history: () => ["courseRegistration", "history"] as const,
  own: (id: number) => ["courseRegistration", "own", id] as const,
  decidable: (id: number) => ["courseRegistration", "decidable", id] as const,
};

async function postData<T>(url: string, body: unknown): Promise<{ data: T; message: string | undefined }> {
  const response = await http.post<{ data: T; message?: string }>(url, body);
  return { data: response.data.data, message: response.data.message };
}

export const fetchRegistrableCourses = (query: TermQuery) =>
  getData<RegistrableCourses>("/CourseRegistration/registrable-courses", query);
export const fetchBorrowableCourses = (query: TermQuery) =>
  getData<BorrowableCourse[]>("/CourseRegistration/borrowable-courses", query);
export const fetchRegistrationHistory = () => getData<RegistrationSummary[]>("/CourseRegistration/history");
export const fetchOwnRegistration = (id: number) =>
  getData<Registration>(`/CourseRegistration/registration/${id}`);
export const fetchDecidableRegistration = (id: number) =>
  getData<Registration>(`/CourseRegistration/course-registration-approval/${id}`);

export const registerCourses = (body: RegisterBody) =>
  postData<Registration>("/CourseRegistration/register", body);
export const addOrDropCourses = (body: AddOrDropBody) =>
  postData<Registration>("/CourseRegistration/add-or-drop-courses", body);
export const decideRegistration = (body: DecisionBody) =>
  postData<Registration>("/CourseRegistration/approve-course-registration", body);

export function useRegistrableCourses(query: TermQuery | undefined) {
  return useQuery({
    queryKey: query
      ? courseRegistrationKeys.registrable(query)
      : ["courseRegistration", "registrable", "none"],
    queryFn: () => fetchRegistrableCourses(query as TermQuery),
    enabled: query !== undefined,
  });
}

export function useRegistrationHistory() {
  return useQuery({ queryKey: courseRegistrationKeys.history(), queryFn: fetchRegistrationHistory });
}

export function useOwnRegistration(id: number | undefined) {
  return useQuery({
    queryKey: courseRegistrationKeys.own(id ?? 0),
    queryFn: () => fetchOwnRegistration(id as number),
    enabled: id !== undefined,
  });
}

export function useDecidableRegistration(id: number | undefined) {
  return useQuery({
    queryKey: courseRegistrationKeys.decidable(id ?? 0),
    queryFn: () => fetchDecidableRegistration(id as number),
    enabled: id !== undefined,
  });
}

/** A write that refreshes every course-registration answer when it succeeds. */
export function useCourseRegistrationWrite<Input, Output>(
  write: (input: Input) => Promise<{ data: Output; message: string | undefined }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: courseRegistrationKeys.all }),
  });
}
