import { Button } from "@blueprintjs/core";
import { useNavigate } from "react-router-dom";
import type { ApplicantSession } from "../../../contract/applicants";
import type { ApplicationMeta } from "../../../schema/applicationTypes";
import { signOutApplicant } from "../../api/applicants";
import "./applicant.css";

/** Who is signed in to this application, with a way out (a shared computer in a café). */
export function ApplicantBar({ meta, session }: { meta: ApplicationMeta; session: ApplicantSession }) {
  const navigate = useNavigate();
  const signOut = async () => {
    await signOutApplicant().catch(() => undefined);
    navigate(meta.login, { replace: true });
  };
  return (
    <div className="matric-applicant-bar matric-no-print">
      <span>
        Signed in as <strong>{session.fullName}</strong> · application {session.applicationNumber} · invoice{" "}
        {session.invoiceNumber}
      </span>
      <Button variant="outlined" size="small" text="Sign out" onClick={() => void signOut()} />
    </div>
  );
}
