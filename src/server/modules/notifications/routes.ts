import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { idParamsSchema } from "../../../contract/ids";
import { notificationSchema, recentNotificationsSchema } from "../../../contract/notifications";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { listRecentNotifications, markNotificationRead } from "./notificationService";

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
}
