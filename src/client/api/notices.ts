import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Notice } from "../../contract/notices";
import { getData } from "./http";

export type { Notice };

export const noticeKeys = {
  recent: ["notices", "recent"] as const,
};

export function useRecentNotices() {
  return useQuery({
    queryKey: noticeKeys.recent,
    queryFn: () => getData<Notice[]>("/Notices/recent"),
    // Spec: the list is kept while refetching.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
