import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvoiceView } from "../../contract/payments";
import type {
  AdviseeRecord,
  ClassListOptions,
  ClearanceVerification,
  CompositeQuery,
  CompositeSheet,
  ResultTermQuery,
  StatementOfResult,
  StudentClearance,
  StudentResults,
  StudentTranscriptRequest,
  Transcript,
  TranscriptRequestRow,
  TranscriptVerification,
} from "../../contract/results";
import { getData, http } from "./http";
import { downloadFile } from "./resources";

export type {
  AdviseeRecord,
  ClassListOptions,
  CompositeQuery,
  CompositeSheet,
  CourseResultView,
  GpaView,
  RecordCourse,
  RecordTerm,
  ResultStudent,
  StatementOfResult,
  StudentClearance,
  StudentResults,
  Transcript,
  TranscriptRequestRow,
} from "../../contract/results";

/** Results, transcripts and graduate clearance (server: src/server/modules/results). */
export const resultKeys = {
  all: ["results"] as const,
  mine: () => ["results", "mine"] as const,
  statement: (query: ResultTermQuery) => ["results", "statement", query] as const,
  options: () => ["results", "classListOptions"] as const,
  composite: (query: CompositeQuery) => ["results", "composite", query] as const,
  myTranscripts: () => ["results", "myTranscripts"] as const,
  transcriptRequests: () => ["results", "transcriptRequests"] as const,
  candidates: (query: object) => ["results", "candidates", query] as const,
  clearance: (studentId: number) => ["results", "clearance", studentId] as const,
  graduates: () => ["results", "graduates"] as const,
  ownClearance: () => ["results", "ownClearance"] as const,
  advisee: (studentId: number) => ["results", "advisee", studentId] as const,
};

async function postData<T>(url: string, body?: unknown): Promise<{ data: T; message: string | undefined }> {
  const response = await http.post<{ data: T; message?: string }>(url, body ?? {});
  return { data: response.data.data, message: response.data.message };
}

export function compositeSearch(query: CompositeQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

export const fetchStudentResults = () => getData<StudentResults>("/Results/student-results");
export const fetchStatement = (query: ResultTermQuery) =>
  getData<StatementOfResult>("/Results/student-semester-cgpa", query);
export const fetchClassListOptions = () => getData<ClassListOptions>("/Results/class-list-options");
export const fetchComposite = (query: CompositeQuery) =>
  getData<CompositeSheet>("/Results/composite-results", { ...query });
export const downloadComposite = (query: CompositeQuery) =>
  downloadFile(`/Results/download-composite-results?${compositeSearch(query)}`, "composite-results.xlsx");
export const requestTranscript = (body: StudentTranscriptRequest) =>
  postData<InvoiceView>("/Results/transcript-request", body);
export const printTranscript = (requestId: number) =>
  postData<Transcript>(`/Results/transcript-requests/${requestId}/print`);
export const verifyTranscript = (code: string) =>
  getData<TranscriptVerification>(`/Results/verify-transcript/${encodeURIComponent(code)}`);
export const verifyClearance = (code: string) =>
  getData<ClearanceVerification>(`/Results/verify-clearance/${encodeURIComponent(code)}`);
export const clearStudent = ({
  studentId,
  graduationSessionId,
}: {
  studentId: number;
  graduationSessionId: number;
}) => postData<StudentClearance>(`/Student/student-clearance/${studentId}`, { graduationSessionId });

export function useStudentResults() {
  return useQuery({ queryKey: resultKeys.mine(), queryFn: fetchStudentResults });
}

export function useStatement(query: ResultTermQuery | undefined) {
  return useQuery({
    queryKey: query ? resultKeys.statement(query) : ["results", "statement", "none"],
    queryFn: () => fetchStatement(query as ResultTermQuery),
    enabled: query !== undefined,
    retry: false,
  });
}

export function useClassListOptions() {
  return useQuery({ queryKey: resultKeys.options(), queryFn: fetchClassListOptions });
}

export function useComposite(query: CompositeQuery | undefined) {
  return useQuery({
    queryKey: query ? resultKeys.composite(query) : ["results", "composite", "none"],
    queryFn: () => fetchComposite(query as CompositeQuery),
    enabled: query !== undefined,
    retry: false,
  });
}

export function useMyTranscriptRequests() {
  return useQuery({
    queryKey: resultKeys.myTranscripts(),
    queryFn: () => getData<TranscriptRequestRow[]>("/Results/my-transcript-requests"),
  });
}

export function useStudentClearance(studentId: number | undefined) {
  return useQuery({
    queryKey: resultKeys.clearance(studentId ?? 0),
    queryFn: () => getData<StudentClearance>(`/Student/student-clearance/${studentId}`),
    enabled: studentId !== undefined,
    retry: false,
  });
}

export function useOwnClearance(enabled: boolean) {
  return useQuery({
    queryKey: resultKeys.ownClearance(),
    queryFn: () => getData<StudentClearance>("/Student/clearance-slip"),
    enabled,
    retry: false,
  });
}

/** One student of the signed-in adviser's (or head of department's) class; 404 for anyone else. */
export function useAdviseeRecord(studentId: number | undefined) {
  return useQuery({
    queryKey: resultKeys.advisee(studentId ?? 0),
    queryFn: () => getData<AdviseeRecord>(`/Lecturer/course-adviser-student/${studentId}`),
    enabled: studentId !== undefined,
    retry: false,
  });
}

/** A write that refreshes every results answer when it succeeds. */
export function useResultsWrite<Input, Output>(
  write: (input: Input) => Promise<{ data: Output; message: string | undefined }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: resultKeys.all }),
  });
}
