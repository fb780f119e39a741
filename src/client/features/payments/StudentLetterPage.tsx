import { Callout, Classes, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { LETTER_TEMPLATES, type LetterKind } from "../../../schema/letters";
import { errorMessage } from "../../api/http";
import { fetchLetter } from "../../api/receipts";
import { LetterDocument } from "./LetterDocument";

/**
 * A student's letter of one kind (spec section 2: /academic_fees/acceptance/letter, /jupeb,
 * /letter_pg, /development_levy/letter, /document_page): the letter once its fee is paid, else
 * why not with a link to pay (or to the student's own variant of the letter).
 */
export function StudentLetterPage({ kind }: { kind: LetterKind }) {
  const answer = useQuery({
    queryKey: ["letter", kind],
    queryFn: () => fetchLetter(kind),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const title = LETTER_TEMPLATES[kind].title;
  return (
    <div className="matric-receipt-page">
      <h1 className={`${Classes.HEADING} matric-no-print`}>{title}</h1>
      {answer.isPending && <Spinner size={24} aria-label="Loading the letter" />}
      {answer.isError && (
        <Callout intent="warning" role="alert" title="No letter to show">
          {errorMessage(answer.error, "The letter could not be loaded. Please try again.")}
        </Callout>
      )}
      {answer.data && answer.data.availability !== "available" && (
        <Callout
          intent={answer.data.availability === "unpaid" ? "warning" : "primary"}
          role="alert"
          title={answer.data.availability === "unpaid" ? "Not paid yet" : "Not your programme's letter"}
        >
          <p>{answer.data.message}</p>
          {answer.data.route && (
            <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={answer.data.route}>
              {answer.data.availability === "unpaid" ? "Generate and pay the invoice" : "Open your letter"}
            </Link>
          )}
        </Callout>
      )}
      {answer.data?.letter && <LetterDocument letter={answer.data.letter} />}
    </div>
  );
}
