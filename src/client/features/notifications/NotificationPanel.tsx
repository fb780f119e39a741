import { Button, Spinner, SpinnerSize } from "@blueprintjs/core";
import { CrossIcon } from "@blueprintjs/icons";
import { useId } from "react";
import { Link } from "react-router-dom";
import type { Notification } from "../../api/notifications";
import { fullDate, relativeDate } from "./relativeDate";

export const NOTIFICATIONS_NOTE = "That's all your notifications from the last 7 days.";

interface NotificationPanelProps {
  /** Leaving for the notifications page (the bell closes its popover). */
  onSeeAll?: () => void;
  items: Notification[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The notification being opened (its read call is in flight). */
  openingId: number | undefined;
  onOpen: (notification: Notification) => void;
  onRetry: () => void;
  /** Given in the drawer, which has no other close button here. */
  onClose?: () => void;
}

/**
 * The bell's panel: a titled dialog region with the list, newest first, unread ones marked, each
 * a button (Tab and Enter work), and the closing 7-day note.
 */
export function NotificationPanel({
  items,
  loading,
  failed,
  openingId,
  onOpen,
  onRetry,
  onClose,
  onSeeAll,
}: NotificationPanelProps) {
  const titleId = useId();
  let body: React.ReactNode;
  if (loading) {
    body = <Spinner size={SpinnerSize.SMALL} aria-label="Loading notifications" />;
  } else if (failed) {
    body = (
      <p className="notification-empty" role="alert">
        Couldn't load your notifications.{" "}
        <Button variant="minimal" size="small" onClick={onRetry}>
          Try again
        </Button>
      </p>
    );
  } else if (!items || items.length === 0) {
    body = <p className="notification-empty">You have no notifications.</p>;
  } else {
    body = (
      <ul className="notification-items">
        {items.map((item) => (
          <li key={item.notificationId}>
            <button
              type="button"
              className={item.isRead ? "notification-item" : "notification-item is-unread"}
              onClick={() => onOpen(item)}
              disabled={openingId !== undefined}
              aria-busy={openingId === item.notificationId}
            >
              <span className="notification-dot" aria-hidden="true" />
              <span className="notification-text">
                {!item.isRead && <span className="visually-hidden">Unread: </span>}
                <span className="notification-message">{item.message}</span>
                <time
                  className="notification-date"
                  dateTime={item.dateCreated}
                  title={fullDate(item.dateCreated)}
                >
                  {relativeDate(item.dateCreated)}
                </time>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section role="dialog" aria-labelledby={titleId} className="notification-panel">
      <header className="notification-panel-header">
        <h2 id={titleId} className="notification-panel-title">
          Notifications
        </h2>
        {onClose && (
          <Button variant="minimal" icon={<CrossIcon />} aria-label="Close notifications" onClick={onClose} />
        )}
      </header>
      <div className="notification-list">
        {body}
        <p className="notification-note">{NOTIFICATIONS_NOTE}</p>
        <p className="notification-note">
          <Link to="/notifications" onClick={onSeeAll}>
            See all notifications
          </Link>
        </p>
      </div>
    </section>
  );
}
