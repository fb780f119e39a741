import type { FastifyError, FastifyInstance } from "fastify";
import type { ErrorEnvelope } from "../envelope";
import { AppError, type FieldError, TooManyRequestsError } from "../errors";
import { summariseFailure } from "../validation/failureSummary";
import { MAX_FIELD_ERRORS } from "../validation/inputLimits";

export interface AjvIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** "/personal/surname" (+ a missing property) → "personal.surname". */
export function fieldPath(issue: AjvIssue): string {
  const base = (issue.instancePath ?? "").split("/").filter(Boolean);
  const missing = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  if (typeof missing === "string") base.push(missing);
  return base.join(".");
}

function fieldMessage(issue: AjvIssue, path: string): string {
  if (issue.keyword === "required") return `${path} is required`;
  if (issue.keyword === "additionalProperties") return `${path} is not an allowed field`;
  return issue.message ?? "is not valid";
}

export function validationErrors(issues: readonly AjvIssue[]): FieldError[] {
  return issues.map((issue) => {
    const path = fieldPath(issue);
    return { path, message: fieldMessage(issue, path) };
  });
}

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

/** Maps anything thrown to a status and the error envelope. Stack traces never leave the server. */
export function toErrorResponse(error: FastifyError | Error): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    const body: ErrorEnvelope = { success: false, message: error.message, errors: error.errors };
    if (error.title) body.title = error.title;
    return send(error.statusCode, body);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const errors = validationErrors(fastifyError.validation as AjvIssue[]);
    const where = fastifyError.validationContext ?? "body";
    return send(400, {
      success: false,
      title: "Validation failed",
      message: errors[0] ? `${errors[0].path || where}: ${errors[0].message}` : `The ${where} is not valid`,
      errors,
    });
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
    const { status, body } = toErrorResponse(error);
    if (error instanceof TooManyRequestsError) reply.header("retry-after", String(error.retryAfterSeconds));
    // Names, codes and frames only: never the body, never a query's parameters.
    if (status >= 500) request.log.error({ failure: summariseFailure(error) }, "request failed");
    else request.log.info({ status, message: body.message }, "request rejected");
    return reply.status(status).send(body);
  });
}
