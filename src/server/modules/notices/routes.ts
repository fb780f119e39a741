import type { FastifyInstance } from "fastify";
import { envelopeSchema, ok } from "../../envelope";
import { listCurrentNotices, listNoticeCategories } from "./noticeService";

const noticeSchema = {
  type: "object",
  required: ["id", "title", "category", "description", "startDate", "senderName"],
  properties: {
    id: { type: "integer" },
    title: { type: "string" },
    category: { type: "string" },
    description: { type: "string", description: "Sanitised HTML" },
    startDate: { type: "string", format: "date-time" },
    senderName: { type: "string" },
  },
} as const;

export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    "/Notices/recent",
    {
      config: { access: "public" },
      schema: {
        tags: ["Notices"],
        summary: "Current notices for the landing page, newest first",
        response: { 200: envelopeSchema({ type: "array", items: noticeSchema }) },
      },
    },
    async () => ok(await listCurrentNotices(app.database.db)),
  );

  app.get(
    "/Notices/categories",
    {
      config: { access: "public" },
      schema: {
        tags: ["Notices"],
        summary: "Notice categories",
        response: {
          200: envelopeSchema({
            type: "array",
            items: { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } } },
          }),
        },
      },
    },
    async () => ok(await listNoticeCategories(app.database.db)),
  );
}
