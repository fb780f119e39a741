import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { noticeCategoryListSchema, noticeListSchema } from "../../../contract/notices";
import { ok } from "../../envelope";
import { listCurrentNotices, listNoticeCategories, noticeReaderOf } from "./noticeService";

export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  api.get(
    "/Notices/recent",
    {
      config: { access: "public" },
      schema: {
        tags: ["Notices"],
        summary:
          "Current notices meant for the caller, newest first: signed out, the visitors' and everyone's; a student, all students' and their level's (undergraduate or postgraduate); staff, the staff's",
        response: { 200: envelopeSchema(noticeListSchema) },
      },
    },
    async (request) =>
      ok(await listCurrentNotices(app.database.db, await noticeReaderOf(app.database.db, request.user))),
  );

  api.get(
    "/Notices/categories",
    {
      config: { access: "public" },
      schema: {
        tags: ["Notices"],
        summary: "Notice categories",
        response: { 200: envelopeSchema(noticeCategoryListSchema) },
      },
    },
    async () => ok(await listNoticeCategories(app.database.db)),
  );
}
