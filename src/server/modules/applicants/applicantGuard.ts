import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { APPLICANT_MESSAGES } from "../../../contract/applicants";
import { UnauthorizedError } from "../../errors";
import { type ApplicantIdentity, applicantOfToken } from "./applicantSessions";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireApplicant` on the applicant's own routes: whose application this is. */
    applicant?: ApplicantIdentity;
  }
}

/** The cookie holding an applicant's session token: httpOnly, SameSite=Strict, path /api. */
export function applicantCookieName(app: FastifyInstance): string {
  return `${app.appConfig.cookiePrefix}_applicant`;
}

export function applicantCookieOptions(app: FastifyInstance) {
  const { publicUrl, env } = app.appConfig;
  return {
    httpOnly: true,
    secure: env === "production" || publicUrl.startsWith("https://"),
    sameSite: "strict" as const,
    path: "/api",
  };
}

export function setApplicantCookie(app: FastifyInstance, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(applicantCookieName(app), token, { ...applicantCookieOptions(app), expires });
}

export function clearApplicantCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(applicantCookieName(app), applicantCookieOptions(app));
}

export function applicantTokenOf(app: FastifyInstance, request: FastifyRequest): string | undefined {
  return request.cookies[applicantCookieName(app)];
}

/**
 * onRequest hook of the applicant's own routes (declared `access: "public"` to the staff access
 * plugin, which knows only staff and student tokens): 401 without a live applicant session.
 */
export function requireApplicant(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const applicant = await applicantOfToken(app.database.db, applicantTokenOf(app, request));
    if (!applicant) throw new UnauthorizedError(APPLICANT_MESSAGES.signInFirst);
    request.applicant = applicant;
  };
}
