import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChainStep } from "../../contract/scoreSheetSteps";
import type {
  AssignedCourse,
  AssignedCoursesQuery,
  ClassList,
  CourseSessionQuery,
  DecisionBody,
  DecisionResult,
  SaveScoresBody,
  ScoreSheet,
  UploadResult,
} from "../../contract/scores";
import { getData, http } from "./http";
import { downloadFile } from "./resources";

export type { ChainStep, SheetAction } from "../../contract/scoreSheetSteps";
export type {
  AssignedCourse,
  ClassList,
  CourseRef,
  ScoreRow,
  ScoreSheet,
  SheetStatus,
} from "../../contract/scores";

/** Every scores answer sits under one key, so any change refreshes them all. */
export const scoreKeys = {
  all: ["scores"] as const,
  assigned: (query: AssignedCoursesQuery) => ["scores", "assigned", query] as const,
  classList: (query: CourseSessionQuery) => ["scores", "classList", query] as const,
  sheet: (query: CourseSessionQuery) => ["scores", "sheet", query] as const,
};

async function postData<T>(url: string, body: unknown): Promise<{ data: T; message: string | undefined }> {
  const response = await http.post<{ data: T; message?: string }>(url, body);
  return { data: response.data.data, message: response.data.message };
}

const courseSession = (query: CourseSessionQuery) =>
  `courseId=${encodeURIComponent(query.courseId)}&sessionId=${encodeURIComponent(query.sessionId)}`;

export const fetchAssignedCourses = (query: AssignedCoursesQuery) =>
  getData<AssignedCourse[]>("/Lecturer/assigned-courses", query);
export const fetchClassList = (query: CourseSessionQuery) => getData<ClassList>("/Results/class-list", query);
export const fetchScoreSheet = (query: CourseSessionQuery) =>
  getData<ScoreSheet>("/Results/scoresheet", query);

export const downloadClassList = (query: CourseSessionQuery, format: "xlsx" | "csv") =>
  downloadFile(
    `/Results/download-class-list?${courseSession(query)}&format=${format}`,
    `class-list.${format}`,
  );
export const downloadScoreSheet = (query: CourseSessionQuery, format: "xlsx" | "csv") =>
  downloadFile(
    `/Results/download-score-sheet?${courseSession(query)}&format=${format}`,
    `score-sheet.${format}`,
  );

export const saveScores = (body: SaveScoresBody) => postData<ScoreSheet>("/Results/scoresheet", body);
export const submitScoreSheet = (query: CourseSessionQuery) =>
  postData<ScoreSheet>("/Results/submit-score-sheet", query);

/** The score-sheet or CBT upload: all or nothing (a 400 lists each row's problem). */
export async function uploadScores(
  kind: "scoresheet" | "cbt",
  query: CourseSessionQuery,
  file: File,
): Promise<{ data: UploadResult; message: string | undefined }> {
  const body = new FormData();
  body.append("file", file);
  const url = kind === "cbt" ? "/Results/cbt-result-upload" : "/Results/upload-result-score-sheet";
  const response = await http.post<{ data: UploadResult; message?: string }>(
    `${url}?${courseSession(query)}`,
    body,
  );
  return { data: response.data.data, message: response.data.message };
}

export function decideSheets(
  step: ChainStep,
  body: DecisionBody,
): Promise<{ data: DecisionResult; message: string | undefined }> {
  if (step === "publish") return postData("/Results/publish-results", { sheetIds: body.sheetIds });
  return postData(step === "hod" ? "/Results/hod-approval" : "/Results/admin-approval", body);
}

export function useAssignedCourses(query: AssignedCoursesQuery | undefined) {
  return useQuery({
    queryKey: query ? scoreKeys.assigned(query) : ["scores", "assigned", "none"],
    queryFn: () => fetchAssignedCourses(query as AssignedCoursesQuery),
    enabled: query !== undefined,
  });
}

export function useClassList(query: CourseSessionQuery | undefined) {
  return useQuery({
    queryKey: query ? scoreKeys.classList(query) : ["scores", "classList", "none"],
    queryFn: () => fetchClassList(query as CourseSessionQuery),
    enabled: query !== undefined,
  });
}

export function useScoreSheet(query: CourseSessionQuery | undefined) {
  return useQuery({
    queryKey: query ? scoreKeys.sheet(query) : ["scores", "sheet", "none"],
    queryFn: () => fetchScoreSheet(query as CourseSessionQuery),
    enabled: query !== undefined,
  });
}

/** A write that refreshes every scores answer when it succeeds. */
export function useScoresWrite<Input, Output>(
  write: (input: Input) => Promise<{ data: Output; message: string | undefined }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: scoreKeys.all }),
  });
}
