import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ApplicantIdentity } from "../applicants/applicantSessions";
import { createMailer } from "../mail/createMailer";
import { issueRefereeLinks, listedReferees } from "../pgReferees/refereeService";
import { rowsOf } from "../resources/sqlRows";
import { assertApplicationsOpen } from "./applicationWindow";

/**
 * What the submit route of /api/ApplicationDrafts asks beyond the form: `before` refuses a closed
 * type or a passed deadline (/applications/setup); `after` emails the application's referees
 * their single-use links to the referee form (types whose form has a `referees` section: PG).
 */
export function submissionRules(app: FastifyInstance) {
  const db = () => app.database.db;
  const mailer = createMailer(app.appConfig, app.database.db);
  const metaOf = (id: string) => app.applicationTypes.find((type) => type.meta.id === id)?.meta;

  return {
    async before(applicant: ApplicantIdentity): Promise<void> {
      const meta = metaOf(applicant.applicationTypeId);
      if (!meta) return;
      const [row] = await rowsOf<{ session_id: number }>(
        db(),
        sql`SELECT session_id FROM applicants WHERE id = ${applicant.applicantId}`,
      );
      if (row) await assertApplicationsOpen(db(), meta, row.session_id);
    },

    async after(applicant: ApplicantIdentity, data: Record<string, unknown>): Promise<void> {
      const meta = metaOf(applicant.applicationTypeId);
      const referees = listedReferees(data);
      if (!meta || referees.length === 0) return;
      try {
        await issueRefereeLinks(
          db(),
          mailer,
          {
            secret: app.appConfig.jwtSecret,
            publicUrl: app.appConfig.publicUrl,
            applicantId: applicant.applicantId,
            applicantName: applicant.fullName,
            typeName: meta.name,
          },
          referees,
        );
      } catch (error) {
        // The application is submitted either way; a referee without a link shows as pending.
        app.log.error({ err: error, applicantId: applicant.applicantId }, "referee links not sent");
      }
    },
  };
}
