import type { FastifyError, FastifyInstance, FastifySchema } from "fastify";
import type { ErrorEnvelope } from "../envelope";
import { AppError, type FieldError, TooManyRequestsError } from "../errors";
import { summariseFailure } from "../validation/failureSummary";
import { MAX_FIELD_ERRORS } from "../validation/inputLimits";
import { requestFieldErrors } from "../validation/requestFieldErrors";
import type { AjvIssue } from "../validation/schemaFieldErrors";

/**
 * At most MAX_FIELD_ERRORS field errors, the last saying how many more there were: an answer stays
 * small whatever the request (60,000 unknown keys are not 60,000 errors).
 */
export function capFieldErrors(errors: readonly FieldError[]): FieldError[] {
  if (errors.length <= MAX_FIELD_ERRORS) return [...errors];
  const kept = errors.slice(0, MAX_FIELD_ERRORS - 1);
  const more = errors.length - kept.length;
  return [...kept, { path: "", message: `… and ${more} more problems` }];
}

function send(status: number, body: ErrorEnvelope) {
  return { status, body: { ...body, errors: capFieldErrors(body.errors) } };
}

/** The route's schema of the part of a request Fastify refused ("body", "querystring", "params", "headers"). */
function partSchema(schema: FastifySchema | undefined, part: string | undefined): unknown {
  if (!schema) return undefined;
  if (part === "querystring") return schema.querystring;
  if (part === "body" || part === "params" || part === "headers") return schema[part];
  return undefined;
}

/**
 * Maps anything thrown to a status and the error envelope. Stack traces never leave the server.
 * `routeSchema` is the schema of the route that refused a request: its titles name the fields.
 */
export function toErrorResponse(
  error: FastifyError | Error,
  routeSchema?: FastifySchema,
): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    const body: ErrorEnvelope = { success: false, message: error.message, errors: error.errors };
    if (error.title) body.title = error.title;
    return send(error.statusCode, body);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const schema = partSchema(routeSchema, fastifyError.validationContext);
    const { errors, message } = requestFieldErrors(schema, fastifyError.validation as AjvIssue[]);
    return send(400, { success: false, title: "Validation failed", message, errors });
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong content type, too large, rate limit) are safe to show.
    return send(status, { success: false, message: fastifyError.message, errors: [] });
  }
  return send(500, {
    success: false,
    title: "Server error",
    message:
      "Something went wrong on our side. Please try again; if it keeps happening, contact ICT support.",
    errors: [],
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error, request.routeOptions.schema);
    if (error instanceof TooManyRequestsError) reply.header("retry-after", String(error.retryAfterSeconds));
    // Names, codes and frames only: never the body, never a query's parameters.
    if (status >= 500) request.log.error({ failure: summariseFailure(error) }, "request failed");
    else request.log.info({ status, message: body.message }, "request rejected");
    return reply.status(status).send(body);
  });
}
