import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SuccessEnvelope } from "../../contract/envelope";
import type { EvaluationView, OwnEvaluation } from "../../contract/performanceEvaluation";
import { getData, http } from "./http";

export type { EvaluationView, OwnEvaluation } from "../../contract/performanceEvaluation";

/** The annual performance evaluation's calls (src/contract/performanceEvaluation.ts). */
export const evaluationKeys = {
  all: ["performanceEvaluation"] as const,
  own: (yearId?: number) => ["performanceEvaluation", "own", yearId ?? "current"] as const,
  one: (id: number) => ["performanceEvaluation", "one", id] as const,
};

export function useOwnEvaluation(yearId?: number) {
  return useQuery({
    queryKey: evaluationKeys.own(yearId),
    queryFn: () =>
      getData<OwnEvaluation>("/PerformanceEvaluation/own", yearId === undefined ? undefined : { yearId }),
  });
}

export function useEvaluation(id: number | undefined) {
  return useQuery({
    queryKey: evaluationKeys.one(id ?? 0),
    queryFn: () => getData<EvaluationView>(`/PerformanceEvaluation/${id}`),
    enabled: id !== undefined,
  });
}

/** Every evaluation query is refetched after a change: the same row shows on several pages. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: evaluationKeys.all });
}

export function useStartEvaluation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () =>
      (await http.post<SuccessEnvelope<EvaluationView>>("/PerformanceEvaluation/own")).data.data,
    onSuccess: refresh,
  });
}

export function useSaveSection(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ section, answers }: { section: string; answers: Record<string, unknown> }) => {
      const response = await http.put<SuccessEnvelope<EvaluationView>>(
        `/PerformanceEvaluation/${id}/sections/${encodeURIComponent(section)}`,
        answers,
      );
      return { data: response.data.data, message: response.data.message };
    },
    onSuccess: refresh,
  });
}
