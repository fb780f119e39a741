import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { type Notice, noticeCategoryListSchema, noticeListSchema } from "../../../contract/notices";
import { CachedReads } from "../../db/cachedReads";
import { ok } from "../../envelope";
import { listCurrentNotices, listNoticeCategories, noticeReaderOf } from "./noticeService";

/** How long the visitors' notices are kept; a change to the notices drops the server's copy at once. */
export const VISITOR_NOTICES_SECONDS = 30;

export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  // Every landing visit and every dashboard asks; there are four kinds of reader. Kept briefly
  // (a notice's start and end pass with time) and dropped at once when a notice changes.
  const currentNotices = new CachedReads<string, Notice[]>(
    app.changeFeed,
    ["notices", "notice_categories"],
    VISITOR_NOTICES_SECONDS * 1000,
  );
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
    async (request, reply) => {
      const reader = await noticeReaderOf(app.database.db, request.user);
      const notices = () =>
        currentNotices.get(JSON.stringify(reader), () => listCurrentNotices(app.database.db, reader));
      if (reader.kind !== "public") return ok(await notices());
      // Every landing visit asks for the visitors' notices: kept briefly here and in the browser
      // (nothing personal in them; Vary keeps a signed-in answer from being taken for it).
      reply
        .header("cache-control", `public, max-age=${VISITOR_NOTICES_SECONDS}`)
        .header("vary", "authorization");
      return ok(await notices());
    },
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
