import { useNavigate } from "react-router-dom";
import type { ApplicantSession } from "../../../contract/applicants";
import type { ApplicationMeta } from "../../../schema/applicationTypes";
import { signOutApplicant } from "../../api/applicants";
import type { TopBarAccount } from "../landing/LandingTopBar";
import "./applicant.css";

/**
 * The signed-in applicant for the public top bar (PublicPage's `account`): their name in place of
 * "Login", and Sign out (a shared computer in a café), which ends the session and goes to the
 * type's sign-in.
 */
export function useApplicantAccount(
  meta: Pick<ApplicationMeta, "login"> | undefined,
  session: ApplicantSession | undefined,
): TopBarAccount | undefined {
  const navigate = useNavigate();
  if (!session) return undefined;
  return {
    name: session.fullName,
    onSignOut: () => {
      void signOutApplicant()
        .catch(() => undefined)
        .then(() => navigate(meta?.login ?? "/", { replace: true }));
    },
  };
}

/** Which application and invoice the signed-in applicant is on (Sign out is in the top bar). */
export function ApplicantBar({ session }: { session: ApplicantSession }) {
  return (
    <div className="matric-applicant-bar matric-no-print">
      <span>
        Signed in as <strong>{session.fullName}</strong> · application {session.applicationNumber} · invoice{" "}
        {session.invoiceNumber}
      </span>
    </div>
  );
}
