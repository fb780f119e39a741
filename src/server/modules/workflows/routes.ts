import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import {
  takeTransitionBodySchema,
  transitionResultSchema,
  workflowParamsSchema,
  workflowRowListSchema,
  workflowRowsQuerySchema,
  workflowViewSchema,
} from "../../../contract/workflows";
import { isAllowed } from "../../../schema/access";
import { renderTemplate, transitionOf, type Workflow } from "../../../schema/workflows";
import { ok } from "../../envelope";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import type { AuthUser } from "../auth/accessToken";
import { CONTENT_TYPES, spreadsheetFile } from "../resources/spreadsheet";
import { fileKindOf } from "../resources/transferFiles";
import { takeTransition, workflowRows, workflowSheet, workflowView } from "./workflowService";

/**
 * Any workflow's list and steps. The routes let in any signed-in user; the workflow's own
 * `access` roles then decide who may open it (403), and its rules which rows and steps (404, 403).
 */
export const WORKFLOW_ACCESS = "authenticated" as const;

const tags = ["Workflows"];

function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

export async function workflowRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;
  const config = { access: WORKFLOW_ACCESS };

  /** The workflow called `name`, if the caller may open it. */
  function workflowFor(request: FastifyRequest, name: string): Workflow {
    const workflow = app.workflows.get(name);
    if (!workflow) throw new NotFoundError("There is no such approval list");
    if (!isAllowed(userOf(request), { roles: workflow.access })) throw new ForbiddenError();
    return workflow;
  }

  api.get(
    "/workflows/:name",
    {
      config,
      schema: {
        tags,
        summary: "A workflow's screen: its columns, filters, states and steps",
        params: workflowParamsSchema,
        response: { 200: envelopeSchema(workflowViewSchema) },
      },
    },
    async (request) =>
      ok(await workflowView(db(), workflowFor(request, request.params.name), userOf(request))),
  );

  api.get(
    "/workflows/:name/rows",
    {
      config,
      schema: {
        tags,
        summary: "The workflow's rows the caller may see, each with the steps they may take on it",
        params: workflowParamsSchema,
        querystring: workflowRowsQuerySchema,
        response: { 200: envelopeSchema(workflowRowListSchema) },
      },
    },
    async (request) =>
      ok(await workflowRows(db(), workflowFor(request, request.params.name), userOf(request), request.query)),
  );

  api.get(
    "/workflows/:name/export",
    {
      config,
      schema: {
        tags,
        summary: "The workflow's list as the caller sees it, filtered as shown, as CSV or XLSX (`format`)",
        params: workflowParamsSchema,
        querystring: workflowRowsQuerySchema,
      },
    },
    async (request, reply) => {
      const workflow = workflowFor(request, request.params.name);
      if (!workflow.exportable) throw new NotFoundError("This list has no export");
      const kind = fileKindOf(request.query.format);
      const sheet = await workflowSheet(db(), workflow, userOf(request), request.query);
      return reply
        .header("content-type", CONTENT_TYPES[kind])
        .header("content-disposition", `attachment; filename="${workflow.name}.${kind}"`)
        .header("cache-control", "no-store")
        .send(await spreadsheetFile(kind, workflow.title, sheet));
    },
  );

  api.post(
    "/workflows/:name/transitions",
    {
      config,
      schema: {
        tags,
        summary: "Take one step on one row or many, all or none",
        params: workflowParamsSchema,
        body: takeTransitionBodySchema,
        response: { 200: envelopeSchema(transitionResultSchema) },
      },
    },
    async (request) => {
      const workflow = workflowFor(request, request.params.name);
      const { transition, ids, reason, input } = request.body;
      const result = await takeTransition(
        db(),
        workflow,
        ids,
        transition,
        { user: userOf(request), audit: auditActorOf(request) },
        reason,
        input,
      );
      const step = transitionOf(workflow, transition);
      const said = step?.success ?? `${step?.label ?? "Done"}: {count}`;
      return ok(result, renderTemplate(said, { count: result.count }));
    },
  );
}
