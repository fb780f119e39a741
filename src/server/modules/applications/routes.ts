import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type DraftParams,
  draftBodySchema,
  draftParamsSchema,
  draftSchema,
} from "../../../contract/applicationDrafts";
import { envelopeSchema } from "../../../contract/envelope";
import type { ApplicationDraftData } from "../../db/applications";
import { ok } from "../../envelope";
import { NotFoundError } from "../../errors";
import { dependentLookupErrors } from "../lookups/dependentLookups";
import { type ApplicationForm, applicationForms } from "./applicationForms";
import { DRAFT_MAX_BYTES, throttleDraftWrites } from "./draftLimits";
import { isDraftSecret } from "./draftSecret";
import { deleteDraft, readDraft, saveDraft, submitDraft } from "./draftService";

const COOKIE_PATH = "/api/ApplicationDrafts";
/** How long a browser keeps its draft cookie after its last save. */
export const DRAFT_COOKIE_DAYS = 90;
/**
 * What the parser reads: a little over a draft's cap (DRAFT_MAX_BYTES, checked on the data with a
 * clear 413), so an oversized draft gets that message rather than the parser's.
 */
export const DRAFT_BODY_LIMIT = DRAFT_MAX_BYTES + 64 * 1024;

type TypeParams = { Params: DraftParams };
type WriteRequest = { Params: DraftParams; Body: ApplicationDraftData };

const params = draftParamsSchema;
const draftBody = draftBodySchema;

/**
 * /api/ApplicationDrafts/:type — an applicant's application before there are applicant accounts.
 * The browser that first saves gets an httpOnly, SameSite=Strict cookie holding the draft's secret;
 * only that browser can read, change, discard or submit the draft.
 */
export async function applicationDraftRoutes(app: FastifyInstance): Promise<void> {
  const forms = applicationForms(app.applicationTypes);
  const { cookiePrefix, publicUrl, env } = app.appConfig;
  const secure = env === "production" || publicUrl.startsWith("https://");
  const cookieName = (type: string) => `${cookiePrefix}_draft_${type}`;
  const db = () => app.database.db;

  const formOf = async (type: string): Promise<ApplicationForm> => {
    const form = await forms.get(type);
    if (!form) throw new NotFoundError("There is no such application type.");
    return form;
  };
  const secretOf = (request: FastifyRequest<TypeParams>) => {
    const value = request.cookies[cookieName(request.params.type)];
    return isDraftSecret(value) ? value : undefined;
  };
  const keepSecret = (reply: FastifyReply, type: string, secret: string) =>
    reply.setCookie(cookieName(type), secret, {
      httpOnly: true,
      secure,
      sameSite: "strict",
      path: COOKIE_PATH,
      maxAge: DRAFT_COOKIE_DAYS * 86_400,
    });
  // Before the body is read: an unknown type or a flooding address costs no parsing.
  const knownType = async (request: FastifyRequest) => {
    await formOf((request.params as { type: string }).type);
  };
  const throttled = async (request: FastifyRequest) => {
    await throttleDraftWrites(db(), request.ip);
  };
  const tags = ["Application drafts"];
  const draftResponse = { 200: envelopeSchema(draftSchema), 201: envelopeSchema(draftSchema) };

  app.get<TypeParams>(
    "/ApplicationDrafts/:type",
    {
      config: { access: "public" },
      onRequest: knownType,
      schema: { tags, summary: "This browser's draft of an application", params, response: draftResponse },
    },
    async (request) => ok(await readDraft(db(), request.params.type, secretOf(request))),
  );

  app.put<WriteRequest>(
    "/ApplicationDrafts/:type",
    {
      config: { access: "public" },
      bodyLimit: DRAFT_BODY_LIMIT,
      onRequest: [knownType, throttled],
      schema: {
        tags,
        summary: "Save the whole draft (the first save creates it and sets its cookie)",
        params,
        body: draftBody,
        response: draftResponse,
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      const secret = secretOf(request);
      const saved = await saveDraft(db(), {
        form: await formOf(type),
        secret,
        data: request.body,
        ip: request.ip,
      });
      // Set on every save so the cookie lives DRAFT_COOKIE_DAYS after the last one.
      const kept = saved.newSecret ?? secret;
      if (kept) keepSecret(reply, type, kept);
      return reply.status(saved.newSecret ? 201 : 200).send(ok(saved.draft, "Saved"));
    },
  );

  app.delete<TypeParams>(
    "/ApplicationDrafts/:type",
    {
      config: { access: "public" },
      onRequest: knownType,
      schema: { tags, summary: "Discard this browser's draft", params },
    },
    async (request, reply) => {
      await deleteDraft(db(), request.params.type, secretOf(request));
      reply.clearCookie(cookieName(request.params.type), { path: COOKIE_PATH });
      return ok(null, "Draft discarded");
    },
  );

  app.post<WriteRequest>(
    "/ApplicationDrafts/:type/submit",
    {
      config: { access: "public" },
      bodyLimit: DRAFT_BODY_LIMIT,
      onRequest: [knownType, throttled],
      schema: {
        tags,
        summary: "Submit the whole application: checked against its form schema, then read-only",
        params,
        body: draftBody,
        response: { 200: envelopeSchema(draftSchema) },
      },
    },
    async (request) => {
      const { type } = request.params;
      const form = await formOf(type);
      const draft = await submitDraft(db(), {
        form,
        secret: secretOf(request),
        data: request.body,
        ip: request.ip,
        verify: (data) => dependentLookupErrors(db(), app.resources.lookups, form.dependentLookups, data),
      });
      return ok(draft, "Application submitted");
    },
  );
}
