import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { noticeCategoryListSchema, noticeListSchema } from "../../../contract/notices";
import { ok } from "../../envelope";
import { listCurrentNotices, listNoticeCategories } from "./noticeService";

export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  api.get(
    "/Notices/recent",
    {
      config: { access: "public" },
      schema: {
        tags: ["Notices"],
        summary: "Current notices for the landing page, newest first",
        response: { 200: envelopeSchema(noticeListSchema) },
      },
    },
    async () => ok(await listCurrentNotices(app.database.db)),
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
