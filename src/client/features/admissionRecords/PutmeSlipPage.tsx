import { AnchorButton, Callout, Classes, NonIdealState, Spinner } from "@blueprintjs/core";
import { DocumentIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { currentApplicant } from "../../api/applicants";
import { errorMessage } from "../../api/http";
import { fetchPutmeSlip } from "../../api/putmeSlip";
import { DetailsTable, PrintableDocument } from "../../engine/document";
import { formatDate } from "../../ui/format";
import { ApplicantBar, useApplicantAccount } from "../applications/ApplicantBar";
import { applicationMetas } from "../applications/applicationMetas";
import { PublicPage } from "../landing/PublicPage";
import "./putmeSlip.css";

const PUTME = applicationMetas.find((meta) => meta.id === "putme");

/**
 * /invoice_generate_putme_slip: the post-UTME exam slip of the signed-in applicant, printed once
 * they have submitted: name, passport photograph, application and JAMB numbers, course, and the
 * venue, date and time of their sitting (the admissions office's PUTME schedule). A visitor with
 * no applicant session goes to the post-UTME sign-in.
 */
export default function PutmeSlipPage() {
  const navigate = useNavigate();
  const session = useQuery({
    queryKey: ["applicant-session"],
    queryFn: () => currentApplicant(),
    retry: false,
  });
  const meta =
    applicationMetas.find((candidate) => candidate.id === session.data?.applicationTypeId) ?? PUTME;
  const slip = useQuery({
    queryKey: ["putme-slip", session.data?.invoiceNumber],
    queryFn: fetchPutmeSlip,
    enabled: Boolean(session.data),
    retry: false,
  });

  useEffect(() => {
    if (session.isSuccess && !session.data && PUTME) navigate(PUTME.login, { replace: true });
  }, [session.isSuccess, session.data, navigate]);

  const account = useApplicantAccount(meta, session.data ?? undefined);
  const data = slip.data;
  return (
    <PublicPage
      account={account}
      crumbs={[
        ...(meta ? [{ text: `${meta.name} application`, to: meta.routes.form }] : []),
        { text: "Exam slip" },
      ]}
    >
      {data ? null : <h1 className={Classes.HEADING}>Post-UTME exam slip</h1>}
      {session.data && meta ? <ApplicantBar session={session.data} /> : null}
      {session.isPending || slip.isPending ? <Spinner size={24} aria-label="Loading the exam slip" /> : null}
      {slip.isError ? (
        <NonIdealState
          icon={<DocumentIcon size={48} />}
          title="No exam slip yet"
          description={errorMessage(slip.error, "The exam slip could not be loaded. Please try again.")}
          action={
            meta ? (
              <AnchorButton href={meta.routes.form} intent="primary" text="Go to the application form" />
            ) : undefined
          }
        />
      ) : null}
      {data ? (
        <>
          {data.schedule ? null : (
            <Callout intent="warning" title="Exam date not set yet" className="matric-no-print">
              The admissions office has not yet fixed the date and venue of your sitting. Check back later and
              print the slip again.
            </Callout>
          )}
          <PrintableDocument
            title="Post-UTME Screening Exam Slip"
            office="Admissions Office"
            className="putme-slip"
            aside={
              <figure className="matric-document-photo">
                {data.passport?.startsWith("data:image/") ? (
                  <img src={data.passport} alt="Applicant's passport photograph" />
                ) : (
                  <span className={Classes.TEXT_MUTED}>Passport photograph</span>
                )}
              </figure>
            }
          >
            <DetailsTable
              rows={[
                ["Full name", data.fullName],
                ["Application number", data.applicationNumber],
                ["JAMB registration number", data.jambNumber ?? "—"],
                ["UTME score", data.utmeScore ?? "—"],
                ["Application", data.applicationType],
                ["Course (first choice)", data.course ?? "—"],
                ["Session", data.session],
                ["Exam date", data.schedule ? formatDate(data.schedule.examDate) : "To be announced"],
                ["Time", data.schedule?.startTime ?? "To be announced"],
                ["Venue", data.schedule?.venue ?? "To be announced"],
              ]}
            />
            <section className="putme-slip-notes" aria-label="Instructions">
              <h2 className={Classes.HEADING}>Instructions</h2>
              {data.schedule?.instructions ? <p>{data.schedule.instructions}</p> : null}
              <p>
                Bring this slip, your UTME result slip and a valid means of identification to the venue at
                least 30 minutes before the time shown. Phones, calculators with memory and bags are not
                allowed in the hall.
              </p>
            </section>
          </PrintableDocument>
        </>
      ) : null}
    </PublicPage>
  );
}
