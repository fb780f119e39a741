import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { NoticeView } from "../../server/modules/notices/noticeService";
import { getData } from "./http";

export type Notice = NoticeView;

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
