import { Button, Drawer, PopoverNext, PopupKind } from "@blueprintjs/core";
import { NotificationsIcon } from "@blueprintjs/icons";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { type Notification, useMarkNotificationRead, useRecentNotifications } from "../../api/notifications";
import { useSession } from "../../session/useSession";
import { useOpensScreen } from "../../shell/menu/screenTable";
import { useNarrowScreen } from "../../ui/useNarrowScreen";
import { NotificationPanel } from "./NotificationPanel";
import { notificationTarget } from "./notificationTarget";
import "../../ui/visuallyHidden.css";
import "./notifications.css";

/**
 * The top bar's bell (spec section 2): unread count, and a list of the last 7 days' notifications
 * in a popover (a drawer on narrow screens). Opening an unread one marks it read first, then goes
 * to its screen (spec section 4).
 */
export function NotificationBell() {
  const session = useSession();
  const userId = session?.profile.userId;
  // Spec section 7: the list is fetched only when a user name exists.
  const signedIn = Boolean(session?.profile.fullName);
  const query = useRecentNotifications(userId, signedIn);
  const markRead = useMarkNotificationRead(userId);
  const navigate = useNavigate();
  const opensScreen = useOpensScreen();
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const [openingId, setOpeningId] = useState<number>();

  if (!signedIn) return null;

  const unread = query.data?.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";

  const openNotification = async (notification: Notification) => {
    if (!notification.isRead) {
      setOpeningId(notification.notificationId);
      try {
        await markRead.mutateAsync(notification.notificationId);
      } catch {
        // Still go where the user asked: a notification left unread is a smaller harm than a dead click.
      } finally {
        setOpeningId(undefined);
      }
    }
    setOpen(false);
    const target = notificationTarget(notification);
    // A screen that does not exist yet (or not for this user) would only bounce to the dashboard.
    if (target && opensScreen(target.pathname)) {
      void navigate(
        { pathname: target.pathname, search: target.search ?? "" },
        target.state ? { state: target.state } : undefined,
      );
    }
  };

  const panel = (
    <NotificationPanel
      items={query.data?.items}
      loading={query.isPending}
      failed={query.isError}
      openingId={openingId}
      onOpen={(notification) => void openNotification(notification)}
      onRetry={() => void query.refetch()}
      onClose={narrow ? () => setOpen(false) : undefined}
      onSeeAll={() => setOpen(false)}
    />
  );

  const bell = (
    <Button
      variant="minimal"
      className="notification-bell"
      icon={<NotificationsIcon />}
      aria-label={label}
      {...(narrow
        ? { "aria-haspopup": "dialog" as const, "aria-expanded": open, onClick: () => setOpen(true) }
        : {})}
    >
      {unread > 0 && (
        <span className="notification-badge" aria-hidden="true">
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Button>
  );

  if (narrow) {
    return (
      <>
        {bell}
        <Drawer
          isOpen={open}
          onClose={() => setOpen(false)}
          position="right"
          size="100%"
          className="notification-drawer"
        >
          {panel}
        </Drawer>
      </>
    );
  }

  return (
    <PopoverNext
      isOpen={open}
      onInteraction={setOpen}
      placement="bottom-end"
      popupKind={PopupKind.DIALOG}
      popoverClassName="notification-popover"
      content={panel}
    >
      {bell}
    </PopoverNext>
  );
}
