import { renderTemplate } from "./template";
import type { Transition } from "./workflowFormat";

/** The notification a transition sends about one row, as `createNotification` takes it. */
export interface WorkflowNotice {
  userId: number;
  category: string;
  type: string;
  message: string;
  /** The notification's request properties (src/contract/notifications.ts): ids, or null. */
  link: Record<string, number | null>;
}

/**
 * What `transition` tells the row's person, from the row's fields and the reason given; undefined
 * when it notifies no one or the row names no user. An optional reason left out (or blank) gives
 * `messageWithoutReason`.
 */
export function noticeOf(
  transition: Transition,
  fields: Readonly<Record<string, unknown>>,
  reason: string | null,
): WorkflowNotice | undefined {
  const notify = transition.notify;
  if (!notify) return undefined;
  const userId = fields[notify.to];
  if (typeof userId !== "number") return undefined;
  const given = reason?.trim() || null;
  const values = { ...fields, reason: given };
  const message =
    given === null && notify.messageWithoutReason ? notify.messageWithoutReason : notify.message;
  return {
    userId,
    category: notify.category,
    type: renderTemplate(notify.type, values),
    message: renderTemplate(message, values),
    link: Object.fromEntries(
      Object.entries(notify.link ?? {}).map(([key, field]) => {
        const value = fields[field];
        return [key, typeof value === "number" ? value : null];
      }),
    ),
  };
}
