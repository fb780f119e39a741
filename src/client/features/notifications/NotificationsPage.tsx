import { Button, ButtonGroup } from "@blueprintjs/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useId, useMemo } from "react";
import { useNavigate } from "react-router-dom";
import notificationsFile from "../../../../schemas/lists/notifications.json";
import type { Notification } from "../../../contract/notifications";
import { loadListFile } from "../../../schema/listFile";
import { errorMessage } from "../../api/http";
import { endpointListSource } from "../../api/listSources";
import { markAllNotificationsRead, markNotificationRead } from "../../api/notifications";
import { ListHeader } from "../../engine/crud/ListHeader";
import { useFileGrid } from "../../engine/crud/useFileGrid";
import { Grid } from "../../engine/grid/Grid";
import { flash } from "../../shell/flash";
import { useOpensScreen } from "../../shell/menu/screenTable";
import { notificationTarget } from "./notificationTarget";

const notifications = loadListFile(notificationsFile);
const SUCCESS_FLASH_MS = 3000;

/** A row of `GET /Notification/list` (schemas/lists/notifications.json). */
interface NotificationRow {
  id: number;
  notificationType: string;
  message: string;
  notificationCategory: string;
  state: "Read" | "Unread";
  sessionId: number | null;
  semesterId: number | null;
  [field: string]: unknown;
}

/** The row as the bell's target rules read a notification. */
const asNotification = (
  row: NotificationRow,
): Pick<Notification, "notificationCategory" | "notificationRequestProperties"> => ({
  notificationCategory: row.notificationCategory,
  notificationRequestProperties: { sessionId: row.sessionId, semesterId: row.semesterId },
});

/**
 * /notifications (every signed-in user): all of their notifications, not only the bell's week —
 * the list file's Grid (search, what it is about, read or unread, paging), each opening its screen
 * as the bell does, marked read one at a time or all at once.
 */
export default function NotificationsPage() {
  const headingId = useId();
  const navigate = useNavigate();
  const opensScreen = useOpensScreen();
  const queryClient = useQueryClient();
  const { config, list } = useFileGrid(notifications);
  const source = useMemo(
    () =>
      endpointListSource<NotificationRow>(notifications.name, "/Notification/list", {
        queryKey: ["notifications", "list"],
      }),
    [],
  );
  // The bell's count and this list both change: refresh everything under "notifications".
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ["notifications"] }),
    [queryClient],
  );
  const failed = (error: unknown) =>
    void flash({
      title: "Not saved",
      message: errorMessage(error, "Please try again."),
      intent: "danger",
      timeout: 5000,
    });
  const readOne = useMutation({ mutationFn: markNotificationRead, onSettled: refresh, onError: failed });
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (message) =>
      void flash({ title: "Done", message, intent: "success", timeout: SUCCESS_FLASH_MS }),
    onError: failed,
    onSettled: refresh,
  });

  const rowActions = useCallback(
    (row: NotificationRow) => {
      const target = notificationTarget(asNotification(row));
      const opens = target !== null && opensScreen(target.pathname);
      const unread = row.state === "Unread";
      if (!opens && !unread) return null;
      return (
        <ButtonGroup variant="minimal">
          {opens ? (
            <Button
              size="small"
              intent="primary"
              aria-label={`Open ${row.notificationType}`}
              onClick={async () => {
                if (unread) await readOne.mutateAsync(row.id).catch(() => undefined);
                void navigate(
                  { pathname: target.pathname, search: target.search ?? "" },
                  target.state ? { state: target.state } : undefined,
                );
              }}
            >
              Open
            </Button>
          ) : null}
          {unread ? (
            <Button
              size="small"
              aria-label={`Mark ${row.notificationType} read`}
              loading={readOne.isPending && readOne.variables === row.id}
              onClick={() => readOne.mutate(row.id)}
            >
              Mark read
            </Button>
          ) : null}
        </ButtonGroup>
      );
    },
    [navigate, opensScreen, readOne],
  );

  return (
    <section className="crud" aria-labelledby={headingId}>
      <ListHeader id={headingId} title={notifications.title}>
        <Button intent="primary" loading={readAll.isPending} onClick={() => readAll.mutate()}>
          Mark all read
        </Button>
      </ListHeader>
      <Grid label={notifications.title} config={config} list={list} source={source} rowActions={rowActions} />
    </section>
  );
}
