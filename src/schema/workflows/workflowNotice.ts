import { renderTemplate } from "./template";
import type { NotificationRule, Transition } from "./workflowFormat";

/** The notification a transition sends about one row, as `createNotification` takes it. */
export interface WorkflowNotice {
  userId: number;
  category: string;
  type: string;
  message: string;
  /** The notification's request properties (src/contract/notifications.ts): ids, or null. */
  link: Record<string, number | null>;
}

/** The user ids a `to` field holds: one id, a list of them (all the course's lecturers), or none. */
function recipients(value: unknown): number[] {
  const ids = Array.isArray(value) ? value : [value];
  return [...new Set(ids.filter((id): id is number => typeof id === "number"))];
}

/**
 * What `transition` tells the row's people (its `to` field holds one user id or a list), one
 * notice each, from the row's fields and the reason given; none when it notifies no one or the row
 * names no user. An optional reason left out (or blank) gives `messageWithoutReason`.
 */
export function noticesOf(
  transition: Transition,
  fields: Readonly<Record<string, unknown>>,
  reason: string | null,
): WorkflowNotice[] {
  const notify = transition.notify;
  if (!notify) return [];
  return recipients(fields[notify.to]).map((userId) => noticeTo(userId, notify, fields, reason));
}

/** The notice of a transition that tells one person (the first its `to` names), or undefined. */
export function noticeOf(
  transition: Transition,
  fields: Readonly<Record<string, unknown>>,
  reason: string | null,
): WorkflowNotice | undefined {
  return noticesOf(transition, fields, reason)[0];
}

function noticeTo(
  userId: number,
  notify: NotificationRule,
  fields: Readonly<Record<string, unknown>>,
  reason: string | null,
): WorkflowNotice {
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
