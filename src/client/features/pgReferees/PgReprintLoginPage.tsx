import { Link } from "react-router-dom";
import { reprintCalls } from "../../api/pgReferees";
import { CODE_SIGN_IN_MESSAGES, CodeSignInCard } from "../applications/CodeSignInCard";

export const REPRINT_FIELD_MESSAGES = {
  applicationNumber: "please input your application number, e.g. PG/2026/000012",
  ...CODE_SIGN_IN_MESSAGES,
} as const;

/** The same rule as the server's (src/contract/pgReferees.ts). */
const APPLICATION_NUMBER = /^[A-Za-z_]+\/[0-9]{4}\/[0-9]{1,9}$/;
/** Where the slip is printed: the postgraduate type's details page. */
const PG = { type: "pg", slip: "/pg_application_details", login: "/pg_login" } as const;
const calls = reprintCalls(PG.type);

/**
 * /pg_reprint_login: a postgraduate applicant who has submitted reprints their application slip
 * with the application number (on the slip and the application fee receipt) and the phone number,
 * then the code emailed to them — the applicant sign-in's code and session. The slip shows the
 * referees' status.
 */
export default function PgReprintLoginPage() {
  return (
    <CodeSignInCard
      idPrefix="reprint"
      title="Reprint your postgraduate application slip"
      intro={
        <>
          Give the application number on your slip or application fee receipt and the phone number you applied
          with. We will email you a code.
        </>
      }
      reference={{
        name: "applicationNumber",
        label: "Application Number",
        pattern: APPLICATION_NUMBER,
        message: REPRINT_FIELD_MESSAGES.applicationNumber,
      }}
      links={
        <>
          <Link to={PG.login}>Not submitted yet? Sign in with your invoice</Link>
          <Link to="/post_graduate_portal">Back to the postgraduate portal</Link>
        </>
      }
      codeButtonText="Open my slip"
      anotherReferenceText="Use another application number"
      signIn={({ reference, phoneNumber }) =>
        calls.signIn({ applicationNumber: reference.toUpperCase(), phoneNumber })
      }
      verify={({ reference, phoneNumber, code }) =>
        calls.verify({ applicationNumber: reference.toUpperCase(), phoneNumber, code })
      }
      next={PG.slip}
    />
  );
}
