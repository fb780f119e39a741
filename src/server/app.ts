import "./types";
import { existsSync } from "node:fs";
import path from "node:path";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { readApplicationTypes } from "../schema/applicationTypes/readApplicationTypes";
import type { Workflow } from "../schema/workflows";
import { type Config, startupWarnings } from "./config";
import { ChangeFeed } from "./db/changeFeed";
import type { Database } from "./db/database";
import { readableStream } from "./logFormat";
import { admissionRecordRoutes } from "./modules/admissionRecords/routes";
import { admissionRoutes } from "./modules/admissions/routes";
import { applicantRoutes } from "./modules/applicants/routes";
import { applicationAdminRoutes } from "./modules/applicationAdmin/routes";
import { applicationReviewRoutes } from "./modules/applicationReview/routes";
import { applicationDraftRoutes } from "./modules/applications/routes";
import { checkStudentTypeRows } from "./modules/applications/studentTypeRows";
import { applicationTypeRoutes, registerApplicationTypeRegistry } from "./modules/applicationTypes/routes";
import { passwordRoutes } from "./modules/auth/passwordRoutes";
import { authRoutes } from "./modules/auth/routes";
import { changeOfDepartmentRoutes } from "./modules/changeOfDepartment/routes";
import { courseRegistrationRoutes } from "./modules/courseRegistration/routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { healthRoutes } from "./modules/health/routes";
import { startHoldReleaseJob } from "./modules/hostels/holdRelease";
import { hostelRoutes } from "./modules/hostels/routes";
import { registerImpersonationCheck } from "./modules/impersonation/impersonationCheck";
import { impersonationRoutes } from "./modules/impersonation/impersonationRoutes";
import { lookupRoutes } from "./modules/lookups/routes";
import { devOutboxRoutes } from "./modules/mail/devOutboxRoutes";
import { noticeRoutes } from "./modules/notices/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import type { PaymentGateway } from "./modules/payments/gateway/paymentGateway";
import { paymentRoutes } from "./modules/payments/routes";
import { startReconciliationJob } from "./modules/payments/settlement/reconciliationJob";
import { staffPaymentRoutes } from "./modules/payments/staffRoutes";
import { sundryRoutes } from "./modules/payments/sundryRoutes";
import { performanceEvaluationRoutes } from "./modules/performanceEvaluation/routes";
import { pgRefereeRoutes } from "./modules/pgReferees/routes";
import { ratingRoutes } from "./modules/ratings/routes";
import { referralRoutes } from "./modules/referrals/routes";
import { readReportFiles } from "./modules/reports/reportRegistry";
import { reportRoutes } from "./modules/reports/routes";
import { loadRegistry, type ResourceRegistry } from "./modules/resources/resourceRegistry";
import { checkResourceTables } from "./modules/resources/resourceTables";
import { resourceRoutes } from "./modules/resources/routes";
import { resultRoutes } from "./modules/results/routes";
import { scoreRoutes } from "./modules/scores/routes";
import { siwesRoutes } from "./modules/siwes/routes";
import { studentRoutes } from "./modules/students/routes";
import { verificationRoutes } from "./modules/verifications/routes";
import { workflowRoutes } from "./modules/workflows/routes";
import { registerWorkflows } from "./modules/workflows/workflowRegistry";
import { registerAccessControl } from "./plugins/access";
import { registerApiCacheControl } from "./plugins/apiCacheControl";
import { registerCompression } from "./plugins/compression";
import { registerErrorHandling } from "./plugins/errors";
import { registerHousekeeping } from "./plugins/housekeeping";
import { registerRequestLog } from "./plugins/requestLog";
import { registerValidation } from "./plugins/validation";
import { fastifyTrustProxy } from "./trustProxy";

export interface AppOptions {
  config: Config;
  database: Database;
  /** Where schemas/ is (tests point it at a folder holding a broken application type). */
  schemasDir?: URL;
  /** The resource files to serve; defaults to `schemas/resources/` (tests give others). */
  resources?: ResourceRegistry;
  /** Workflows besides schemas/workflows/ (tests add made-up ones from fixtures). */
  workflows?: readonly Workflow[];
  /** The payment gateway (main.ts opens it; tests pass one against the sandbox). None: payment calls answer 503. */
  paymentGateway?: PaymentGateway;
  /** Re-check unpaid invoices with an RRR this often (ms); absent or 0: never (tests call it). */
  reconcileEveryMs?: number;
  /** Release unpaid hostel holds that ran out this often (ms); absent or 0: never (tests call it). */
  holdReleaseEveryMs?: number;
  /** Where the log goes; standard output by default (tests collect it). */
  logDestination?: { write(text: string): unknown };
}

/** Who may read the OpenAPI document: signed-in staff (lecturers and officials). */
export const OPENAPI_ACCESS = { roles: ["official", "lecturer"] } as const;

/** Methods that never change anything (as plugins/access.ts counts them). */
const CHANGE_FREE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const isSourceMap = (pathName: string) => pathName.endsWith(".map");

/** The Content-Security-Policy of every response: no inline script, no eval, nothing from elsewhere. */
export function contentSecurityPolicy(https: boolean): Record<string, string[] | null> {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "upgrade-insecure-requests": https ? [] : null,
  };
}

/** Builds the whole server without listening; tests use it through `inject` or on a random port. */
export async function buildApp({
  config,
  database,
  schemasDir,
  resources,
  paymentGateway,
  reconcileEveryMs,
  holdReleaseEveryMs,
  logDestination,
  workflows,
}: AppOptions): Promise<FastifyInstance> {
  // A broken schemas/applications folder stops the start here, naming the file.
  const applicationTypes = await readApplicationTypes(schemasDir);
  // Resource files are loaded and checked once, against the files' rules and their tables: a bad file stops the start.
  const registry = resources ?? (await loadRegistry());
  await checkResourceTables(database.db, registry);
  const readableLog = config.logFormat === "readable";
  const app = Fastify({
    logger: readableLog
      ? { level: config.logLevel, stream: readableStream(logDestination ?? process.stdout) }
      : { level: config.logLevel, ...(logDestination ? { stream: logDestination } : {}) },
    // Readable logs say each request once, when answered (plugins/requestLog.ts); JSON keeps Fastify's pair.
    logController: new LogController({ disableRequestLogging: readableLog }),
    // Only the proxies TRUST_PROXY names may set the client address (X-Forwarded-For).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
  });
  app.decorate("database", database);
  const changeFeed = new ChangeFeed(database);
  app.decorate("changeFeed", changeFeed);
  app.addHook("onReady", async () => changeFeed.start());
  app.addHook("onClose", async () => changeFeed.close());
  // A request that may have written answers only once this process has heard of its changes, so
  // the next read (of anyone, here) finds no cached answer from before them (db/cachedReads.ts).
  app.addHook("onSend", async (request, _reply, payload) => {
    if (!CHANGE_FREE_METHODS.has(request.method)) await changeFeed.heardAll();
    return payload;
  });
  app.decorate("appConfig", config);
  app.decorate("applicationTypes", applicationTypes);
  app.decorate("paymentGateway", paymentGateway);
  if (paymentGateway && reconcileEveryMs) startReconciliationJob(app, paymentGateway, reconcileEveryMs);
  if (holdReleaseEveryMs) startHoldReleaseJob(app, holdReleaseEveryMs);
  // After the migrations (main.ts runs them first): each type's student type must be a row.
  app.addHook("onReady", async () => {
    await checkStudentTypeRows(database.db, applicationTypes);
  });
  app.decorate("resources", registry);
  await registerWorkflows(app, database.db, workflows);
  app.decorate("reports", await readReportFiles());
  await registerApplicationTypeRegistry(app, schemasDir);

  registerAccessControl(app);
  registerImpersonationCheck(app);
  registerValidation(app);
  registerErrorHandling(app);
  registerApiCacheControl(app);
  registerHousekeeping(app);
  if (readableLog) registerRequestLog(app);
  for (const warning of startupWarnings(config)) app.log.warn(warning);

  const https = config.publicUrl.startsWith("https://");
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    crossOriginEmbedderPolicy: false,
    // Production is always served over TLS (at the load balancer), whatever PUBLIC_URL says.
    hsts: https || config.env === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  await app.register(cookie, { secret: config.cookieSecret });
  await registerCompression(app);

  await app.register(swagger, {
    openapi: {
      info: { title: "Matric API", version: "1", description: "Student-management and admissions portal" },
    },
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(passwordRoutes);
      await api.register(impersonationRoutes);
      await api.register(applicantRoutes);
      await api.register(applicationDraftRoutes);
      await api.register(applicationTypeRoutes);
      await api.register(noticeRoutes);
      await api.register(notificationRoutes);
      await api.register(ratingRoutes);
      await api.register(dashboardRoutes);
      await api.register(resourceRoutes);
      await api.register(lookupRoutes);
      await api.register(paymentRoutes);
      await api.register(staffPaymentRoutes);
      await api.register(sundryRoutes);
      await api.register(courseRegistrationRoutes);
      await api.register(studentRoutes);
      await api.register(siwesRoutes);
      await api.register(admissionRoutes);
      await api.register(applicationAdminRoutes);
      await api.register(applicationReviewRoutes);
      await api.register(pgRefereeRoutes);
      await api.register(admissionRecordRoutes);
      await api.register(reportRoutes);
      await api.register(resultRoutes);
      await api.register(scoreRoutes);
      await api.register(workflowRoutes);
      await api.register(hostelRoutes);
      await api.register(changeOfDepartmentRoutes);
      await api.register(performanceEvaluationRoutes);
      await api.register(referralRoutes);
      await api.register(verificationRoutes);
      // The whole API's map is for the people who build on it, not for anyone on the internet.
      api.get("/openapi.json", { config: { access: OPENAPI_ACCESS }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    },
    { prefix: "/api" },
  );
  await app.register(devOutboxRoutes); // development only: it registers nothing in production

  const hasClient = existsSync(path.join(config.clientDir, "index.html"));
  const servesSourceMaps = config.env !== "production";
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      index: false,
      // Only real files are routes; every other page path falls through to the SPA below.
      wildcard: false,
      // The .br and .gz copies the build made (scripts/precompressPlugin.mjs), by Accept-Encoding.
      preCompressed: true,
      // Source maps would hand out the client's whole source: served only outside production.
      allowedPath: (pathName) => servesSourceMaps || !isSourceMap(pathName),
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those never change; the page itself must be re-checked.
        reply.header(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") && !url.startsWith("/api") && !isSourceMap(url);
    if (wantsPage && hasClient) {
      // Client-side routes: the SPA decides what an unknown path shows.
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({
      success: false,
      title: "Not found",
      message: `No route ${request.method} ${url}`,
      errors: [],
    });
  });

  return app;
}
