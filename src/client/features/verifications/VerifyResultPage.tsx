import { Callout, Card, H2, HTMLTable, Tag } from "@blueprintjs/core";
import { type ReactNode, useMemo } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { VerificationKind } from "../../../contract/applicationReview";
import { errorMessage } from "../../api/http";
import { useLookups } from "../../api/resources";
import {
  type ApplicationVerification,
  type EnteredCertificate,
  type EnteredSitting,
  useApplicationVerification,
  useSaveVerification,
} from "../../api/verifications";
import { SchemaForm } from "../../engine/schemaForms";
import { useCurrentPageName } from "../../shell/breadcrumbs/currentPageName";
import { flash } from "../../shell/flash";
import { QueryState } from "../courseRegistration/PageState";
import { applicantIdOf, verificationForms, verificationKindOf } from "./verificationForms";
import "./verifications.css";

const LOOKUPS: Record<VerificationKind, readonly string[]> = {
  olevel: ["olevelExamTypes"],
  certificate: ["certificateTypes"],
};
const TITLES: Record<VerificationKind, string> = {
  olevel: "Verify O-level result",
  certificate: "Verify certificate",
};
const LISTS: Record<VerificationKind, string> = {
  olevel: "/utilities/olevel_verification",
  certificate: "/utilities/certificate_verification",
};

/**
 * /utilities/olevel_verification/verify_result?id= (and `&kind=certificate` from the certificate
 * list): each O-level sitting (or certificate) the applicant entered, beside the outcome form
 * (schemas/forms/olevel-verification.json, certificate-verification.json) for what staff found.
 * Side by side is the one thing the engine's screens do not do; the form itself is the file's.
 */
export default function VerifyResultPage() {
  const [search] = useSearchParams();
  const kind = verificationKindOf(search);
  const applicantId = applicantIdOf(search);
  useCurrentPageName(TITLES[kind]);
  return (
    <section aria-labelledby="verify-title" className="verify-page">
      <h1 id="verify-title">{TITLES[kind]}</h1>
      {applicantId === undefined ? (
        <Callout intent="warning">
          Choose an application from the <Link to={LISTS[kind]}>list</Link> first.
        </Callout>
      ) : (
        <ApplicationItems applicantId={applicantId} kind={kind} />
      )}
    </section>
  );
}

function ApplicationItems({ applicantId, kind }: { applicantId: number; kind: VerificationKind }) {
  const application = useApplicationVerification(applicantId);
  return (
    <QueryState query={application} what="The application">
      {(data) => (
        <>
          <ApplicationSummary data={data} kind={kind} />
          {kind === "olevel"
            ? data.sittings.map((sitting) => (
                <ItemRow
                  key={sitting.index}
                  applicantId={applicantId}
                  kind={kind}
                  index={sitting.index}
                  outcome={sitting.outcome}
                >
                  <SittingEntered sitting={sitting} />
                </ItemRow>
              ))
            : data.certificates.map((certificate) => (
                <ItemRow
                  key={certificate.index}
                  applicantId={applicantId}
                  kind={kind}
                  index={certificate.index}
                  outcome={certificate.outcome}
                >
                  <CertificateEntered certificate={certificate} />
                </ItemRow>
              ))}
          {(kind === "olevel" ? data.sittings : data.certificates).length === 0 && (
            <Callout intent="primary">
              This application has no {kind === "olevel" ? "O-level sitting" : "certificate"} to verify.
            </Callout>
          )}
        </>
      )}
    </QueryState>
  );
}

function ApplicationSummary({ data, kind }: { data: ApplicationVerification; kind: VerificationKind }) {
  return (
    <Card className="verify-summary">
      <dl className="verify-facts">
        <dt>Application number</dt>
        <dd data-testid="application-number">{data.applicationNumber}</dd>
        <dt>Name</dt>
        <dd>{data.fullName}</dd>
        <dt>Application</dt>
        <dd>
          {data.applicationType}, {data.session}
        </dd>
      </dl>
      <Link to={LISTS[kind]}>Back to the list</Link>
    </Card>
  );
}

type Outcome = EnteredSitting["outcome"];

/** One entered item (left) beside its outcome form (right); stacked on a phone. */
function ItemRow({
  applicantId,
  kind,
  index,
  outcome,
  children,
}: {
  applicantId: number;
  kind: VerificationKind;
  index: number;
  outcome: Outcome;
  children: ReactNode;
}) {
  const save = useSaveVerification(applicantId);
  const lookups = useLookups(LOOKUPS[kind]);
  const what = kind === "olevel" ? `Sitting ${index + 1}` : `Certificate ${index + 1}`;
  const initial = useMemo(() => outcome?.values, [outcome]);
  const headingId = `verify-${kind}-${index}`;
  return (
    <section aria-labelledby={headingId} className="verify-item">
      <H2 id={headingId} className="verify-item-title">
        {what}{" "}
        {outcome ? (
          <Tag intent={outcome.verified ? "success" : "danger"} data-testid="verify-outcome">
            {outcome.verified ? "Verified" : "Not verified"}
          </Tag>
        ) : (
          <Tag data-testid="verify-outcome">Not checked</Tag>
        )}
      </H2>
      <div className="verify-columns">
        <Card className="verify-entered">
          <h3>As the applicant entered it</h3>
          {children}
        </Card>
        <Card className="verify-found">
          <h3>As found</h3>
          {outcome && (
            <p className="verify-recorded">
              Recorded {new Date(outcome.verifiedAt).toLocaleString("en-NG")}
              {outcome.verifiedBy ? ` by ${outcome.verifiedBy}` : ""}.
            </p>
          )}
          {save.isError && (
            <Callout intent="danger" role="alert">
              {errorMessage(save.error, "The outcome could not be saved. Please try again.")}
            </Callout>
          )}
          {!lookups.pending && (
            <SchemaForm
              form={verificationForms[kind]}
              idPrefix={`${kind}${index}`}
              lookups={lookups.lists}
              initialData={initial}
              submitText="Save outcome"
              busy={save.isPending}
              failure={save.error}
              onSubmit={(values) =>
                save.mutate(
                  { kind, item: index, values },
                  {
                    onSuccess: ({ message }) =>
                      void flash({
                        title: "Success",
                        message: message ?? "Saved",
                        intent: "success",
                        timeout: 3000,
                      }),
                  },
                )
              }
            />
          )}
        </Card>
      </div>
    </section>
  );
}

function SittingEntered({ sitting }: { sitting: EnteredSitting }) {
  return (
    <>
      <dl className="verify-facts">
        <dt>Examination</dt>
        <dd>{sitting.examBody ?? "-"}</dd>
        <dt>Exam number</dt>
        <dd>{sitting.examNumber ?? "-"}</dd>
        <dt>Exam year</dt>
        <dd>{sitting.examYear ?? "-"}</dd>
        <dt>Exam centre</dt>
        <dd>{sitting.examCenter ?? "-"}</dd>
      </dl>
      <HTMLTable compact striped className="verify-subjects">
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col">Grade</th>
          </tr>
        </thead>
        <tbody>
          {sitting.subjects.map((row) => (
            <tr key={row.subject}>
              <td>{row.subject}</td>
              <td>{row.grade ?? "-"}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}

function CertificateEntered({ certificate }: { certificate: EnteredCertificate }) {
  return (
    <dl className="verify-facts">
      <dt>Certificate type</dt>
      <dd>{certificate.certificateType ?? "-"}</dd>
      <dt>File</dt>
      <dd>
        {certificate.uploaded
          ? "Uploaded with the application (open it from the application review)"
          : "None uploaded"}
      </dd>
    </dl>
  );
}
