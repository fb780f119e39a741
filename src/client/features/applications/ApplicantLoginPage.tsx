import { Link, useLocation } from "react-router-dom";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { applicantCalls } from "../../api/applicants";
import { applicationChoiceOf } from "./applicationChoice";
import { CODE_SIGN_IN_MESSAGES, CodeSignInCard } from "./CodeSignInCard";
import { isSignInPrefill } from "./signInPrefill";

export const LOGIN_FIELD_MESSAGES = {
  reference: "please input your invoice number or RRR",
  ...CODE_SIGN_IN_MESSAGES,
} as const;

const REFERENCE = /^[A-Za-z0-9-]+$/;

/**
 * The sign-in of one application type (its meta.json `login`, e.g. /nce_login): the paid
 * invoice's number or RRR with the phone number it was generated with, then the 6-digit code the
 * server emails to the invoice's address; then the type's form, whose draft the server keeps for
 * this applicant. It takes only the type's meta.json: the sign-in page loads none of the form's
 * schemas or validators (screens/applications.ts). Opened from a paid invoice's status page, it
 * starts with that invoice's RRR and phone filled in (signInPrefill.ts).
 */
export default function ApplicantLoginPage({ type }: { type: Pick<ApplicationType, "meta"> }) {
  const { meta } = type;
  const calls = applicantCalls(meta.id);
  const state: unknown = useLocation().state;
  const initial = isSignInPrefill(state) ? state : undefined;
  return (
    <CodeSignInCard
      idPrefix="applicant"
      title={`${meta.name} application sign-in`}
      intro={
        <>
          Sign in with your <strong>paid</strong> application invoice: its invoice number or RRR, and the
          phone number you generated it with. We will email you a code.
        </>
      }
      reference={{
        name: "reference",
        label: "Invoice Number or RRR",
        pattern: REFERENCE,
        message: LOGIN_FIELD_MESSAGES.reference,
      }}
      links={
        <>
          <Link to={meta.invoice.route} state={applicationChoiceOf(meta)}>
            No paid invoice yet? Generate your invoice
          </Link>
          <Link to="/">Back to home</Link>
        </>
      }
      codeButtonText="Sign in"
      anotherReferenceText="Use another invoice"
      signIn={calls.signIn}
      verify={calls.verify}
      next={meta.routes.form}
      initial={initial}
    />
  );
}
