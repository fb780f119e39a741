import type { FastifyInstance } from "fastify";
import { envelopeSchema, ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { listRecentNotifications, markNotificationRead } from "./notificationService";

const INT4_MAX = 2_147_483_647;

const notificationSchema = {
  type: "object",
  required: [
    "notificationId",
    "isRead",
    "notificationCategory",
    "notificationType",
    "message",
    "dateCreated",
    "notificationRequestProperties",
  ],
  properties: {
    notificationId: { type: "integer" },
    isRead: { type: "boolean" },
    notificationCategory: { type: "string" },
    notificationType: { type: "string" },
    message: { type: "string" },
    dateCreated: { type: "string", format: "date-time" },
    notificationRequestProperties: {
      type: ["object", "null"],
      properties: {
        sessionId: { type: ["integer", "null"] },
        semesterId: { type: ["integer", "null"] },
      },
    },
  },
} as const;

const idParams = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "integer", minimum: 1, maximum: INT4_MAX } },
} as const;

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    "/Notification/recent",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["Notification"],
        summary: "The caller's notifications of the last 7 days, newest first, with the unread count",
        response: {
          200: envelopeSchema({
            type: "object",
            required: ["items", "unreadCount"],
            properties: {
              items: { type: "array", items: notificationSchema },
              unreadCount: { type: "integer" },
            },
          }),
        },
      },
    },
    async (request) => {
      // "authenticated" access guarantees a user; the check keeps the type honest.
      if (!request.user) throw new UnauthorizedError();
      return ok(await listRecentNotifications(app.database.db, request.user.id));
    },
  );

  app.post<{ Params: { id: number } }>(
    "/Notification/read-notification/:id",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["Notification"],
        summary: "Mark one of the caller's notifications read",
        params: idParams,
        response: { 200: envelopeSchema(notificationSchema) },
      },
    },
    async (request) => {
      if (!request.user) throw new UnauthorizedError();
      const view = await markNotificationRead(app.database.db, request.user.id, request.params.id);
      return ok(view, "Notification marked as read");
    },
  );
}
