import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { idParamsSchema } from "../../../contract/ids";
import {
  notificationSchema,
  readAllNotificationsSchema,
  recentNotificationsSchema,
} from "../../../contract/notifications";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { listEndpoint } from "../lists/listEndpoint";
import {
  listRecentNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_LIST,
} from "./notificationService";

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  api.get(
    "/Notification/recent",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["Notification"],
        summary: "The caller's notifications of the last 7 days, newest first, with the unread count",
        response: { 200: envelopeSchema(recentNotificationsSchema) },
      },
    },
    async (request) => {
      // "authenticated" access guarantees a user; the check keeps the type honest.
      if (!request.user) throw new UnauthorizedError();
      return ok(await listRecentNotifications(app.database.db, request.user.id));
    },
  );

  api.post(
    "/Notification/read-notification/:id",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["Notification"],
        summary: "Mark one of the caller's notifications read",
        params: idParamsSchema,
        response: { 200: envelopeSchema(notificationSchema) },
      },
    },
    async (request) => {
      if (!request.user) throw new UnauthorizedError();
      const view = await markNotificationRead(app.database.db, request.user.id, request.params.id);
      return ok(view, "Notification marked as read");
    },
  );

  // The notifications page: every one of the caller's notifications, not only the bell's week.
  listEndpoint(app, {
    file: "notifications",
    path: "/Notification/list",
    query: NOTIFICATION_LIST,
    access: "authenticated",
    scope: (request) => sql`user_id = ${request.user?.id ?? 0}`,
    tags: ["Notification"],
  });

  api.post(
    "/Notification/read-all",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["Notification"],
        summary: "Mark every one of the caller's notifications read",
        response: { 200: envelopeSchema(readAllNotificationsSchema) },
      },
    },
    async (request) => {
      if (!request.user) throw new UnauthorizedError();
      const count = await markAllNotificationsRead(app.database.db, request.user.id);
      return ok(
        { count },
        count === 1 ? "1 notification marked as read" : `${count} notifications marked as read`,
      );
    },
  );
}
