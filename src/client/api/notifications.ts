import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SuccessEnvelope } from "../../contract/envelope";
import type { Notification, RecentNotifications } from "../../contract/notifications";
import { getData, http } from "./http";

export type { Notification, RecentNotifications };

export const notificationKeys = {
  /** Per user, so a different sign-in in the same tab never shows the previous user's list. */
  recent: (userId: number) => ["notifications", "recent", userId] as const,
};

/** The caller's notifications of the last 7 days; off until `enabled` (spec: only with a user name). */
export function useRecentNotifications(userId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.recent(userId ?? 0),
    queryFn: () => getData<RecentNotifications>("/Notification/recent"),
    enabled: enabled && userId !== undefined,
    // Spec section 7: no refetch on window focus.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
}

export async function markNotificationRead(notificationId: number): Promise<Notification> {
  const res = await http.post<SuccessEnvelope<Notification>>(
    `/Notification/read-notification/${notificationId}`,
  );
  return res.data.data;
}

/** Marks every one of the caller's notifications read; answers the server's message ("3 notifications marked as read"). */
export async function markAllNotificationsRead(): Promise<string> {
  const res = await http.post<SuccessEnvelope<{ count: number }>>("/Notification/read-all");
  return res.data.message ?? "All notifications marked as read";
}

/** Shows the server's answer in the cached list at once, so the badge drops without a refetch. */
function applyRead(client: QueryClient, userId: number, read: Notification): void {
  client.setQueryData<RecentNotifications>(notificationKeys.recent(userId), (list) => {
    if (!list) return list;
    const before = list.items.find((item) => item.notificationId === read.notificationId);
    return {
      items: list.items.map((item) => (item.notificationId === read.notificationId ? read : item)),
      unreadCount: Math.max(0, list.unreadCount - (before && !before.isRead && read.isRead ? 1 : 0)),
    };
  });
}

export function useMarkNotificationRead(userId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (read) => {
      if (userId !== undefined) applyRead(client, userId, read);
    },
  });
}
