import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { ApplicantSession } from "../../../contract/applicants";
import type { ApplicationMeta } from "../../../schema/applicationTypes";
import { currentApplicant } from "../../api/applicants";

/**
 * The signed-in applicant of `meta`'s type; a visitor without an applicant session (or signed in
 * for another type) is sent to the type's sign-in page. Undefined while it is being checked.
 */
export function useApplicantSession(meta: ApplicationMeta): ApplicantSession | undefined {
  const navigate = useNavigate();
  const [session, setSession] = useState<ApplicantSession>();
  useEffect(() => {
    let live = true;
    currentApplicant()
      .catch(() => undefined)
      .then((found) => {
        if (!live) return;
        if (found?.applicationTypeId === meta.id) setSession(found);
        else navigate(meta.login, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [meta.id, meta.login, navigate]);
  return session;
}
