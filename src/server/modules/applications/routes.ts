import type { FastifyInstance, FastifyRequest } from "fastify";
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
import { requireApplicant } from "../applicants/applicantGuard";
import { submissionRules } from "../applicationSetup/submissionRules";
import { dependentLookupErrors } from "../lookups/dependentLookups";
import type { ApplicationForm } from "./applicationForms";
import { DRAFT_MAX_BYTES, throttleDraftWrites } from "./draftLimits";
import { deleteDraft, NO_DRAFT, readDraft, saveDraft, submitDraft } from "./draftService";

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
 * /api/ApplicationDrafts/:type — the signed-in applicant's application (applicants/: a paid
 * invoice, then an emailed code, opens an applicant session). An applicant reaches only their own
 * application of their own type: anything else is the 404 of a missing draft.
 */
export async function applicationDraftRoutes(app: FastifyInstance): Promise<void> {
  // Every write uses the newest published version of the type (modules/applicationTypes); a
  // submitted application keeps the version it was filled with.
  const types = () => app.applicationTypeRegistry;
  const db = () => app.database.db;
  const signedIn = requireApplicant(app);
  const submission = submissionRules(app);

  const formOf = async (type: string): Promise<ApplicationForm> => {
    const version = await types().latestVersion(type);
    const form = version === undefined ? undefined : await types().form(type, version);
    if (!form) throw new NotFoundError("There is no such application type.");
    return form;
  };
  const applicantOf = (request: FastifyRequest): number => request.applicant!.applicantId;
  // Before the body is read: no session, an unknown type, another type's applicant or a flooding
  // address costs no parsing.
  const ownType = async (request: FastifyRequest) => {
    await signedIn(request);
    const { type } = request.params as { type: string };
    await formOf(type);
    if (request.applicant?.applicationTypeId !== type) throw new NotFoundError(NO_DRAFT);
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
      onRequest: ownType,
      schema: { tags, summary: "The signed-in applicant's application", params, response: draftResponse },
    },
    async (request) => {
      const { type } = request.params;
      const draft = await readDraft(db(), type, applicantOf(request));
      const latestVersion = (await types().latestVersion(type)) ?? draft.typeVersion;
      // A draft of an older version is told what changed since it was filled in.
      if (draft.submittedAt || draft.typeVersion >= latestVersion)
        return ok({ ...draft, latestVersion, changes: [] });
      const changes = await types().changes(type, draft.typeVersion, latestVersion);
      // The form now opens with the newest version: sections it no longer has are left out (the
      // changes name them), so the applicant's next save is a draft of the new version.
      const form = await formOf(type);
      const data = Object.fromEntries(Object.entries(draft.data).filter(([key]) => form.sections.has(key)));
      return ok({ ...draft, data, latestVersion, changes });
    },
  );

  app.put<WriteRequest>(
    "/ApplicationDrafts/:type",
    {
      config: { access: "public" },
      bodyLimit: DRAFT_BODY_LIMIT,
      onRequest: [ownType, throttled],
      schema: {
        tags,
        summary: "Save the whole draft (the first save creates it)",
        params,
        body: draftBody,
        response: draftResponse,
      },
    },
    async (request, reply) => {
      const saved = await saveDraft(db(), {
        form: await formOf(request.params.type),
        applicantId: applicantOf(request),
        data: request.body,
        ip: request.ip,
      });
      return reply.status(saved.created ? 201 : 200).send(ok(saved.draft, "Saved"));
    },
  );

  app.delete<TypeParams>(
    "/ApplicationDrafts/:type",
    {
      config: { access: "public" },
      onRequest: ownType,
      schema: { tags, summary: "Discard the applicant's draft", params },
    },
    async (request) => {
      await deleteDraft(db(), request.params.type, applicantOf(request));
      return ok(null, "Draft discarded");
    },
  );

  app.post<WriteRequest>(
    "/ApplicationDrafts/:type/submit",
    {
      config: { access: "public" },
      bodyLimit: DRAFT_BODY_LIMIT,
      onRequest: [ownType, throttled],
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
      await submission.before(request.applicant!);
      const draft = await submitDraft(db(), {
        form,
        applicantId: applicantOf(request),
        data: request.body,
        ip: request.ip,
        verify: (data) => dependentLookupErrors(db(), app.resources.lookups, form.dependentLookups, data),
      });
      await submission.after(request.applicant!, draft.data);
      return ok(draft, "Application submitted");
    },
  );
}
