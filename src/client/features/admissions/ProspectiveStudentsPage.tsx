import { Button, Callout, Card, Classes, H2, Tag } from "@blueprintjs/core";
import { PrintIcon } from "@blueprintjs/icons";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import type { AdmissionLookupBody, AdmissionStatus } from "../../../contract/admissions";
import type { InvoiceView } from "../../../contract/payments";
import type { Letter } from "../../../contract/receipts";
import { acceptanceInvoice, admissionLetter, checkAdmissionStatus } from "../../api/admissions";
import { errorMessage, fieldErrorsOf } from "../../api/http";
import { flash } from "../../shell/flash";
import { formatNaira } from "../../ui/format";
import { PublicPage } from "../landing/PublicPage";
import type { PublicReceiptPath } from "../payments/documentRoutes";
import { InvoiceDocument } from "../payments/InvoiceDocument";
import { LetterDocument } from "../payments/LetterDocument";
import { rememberPayerPhone } from "../payments/payerPhone";
import { LookupForm } from "./LookupForm";
import { rememberedLookup, rememberLookup } from "./rememberedLookup";
import "./admissions.css";

/** Where the acceptance fee's receipt prints (with the phone this page remembered, not asked again). */
const ACCEPTANCE_RECEIPTS: PublicReceiptPath = "/admission_status_reciepts";

const STATUS_TAG = {
  admitted: { intent: "success", text: "Admitted" },
  not_admitted: { intent: "danger", text: "Not admitted" },
  pending: { intent: "warning", text: "Pending" },
} as const;

const invalidAction = (error: unknown) =>
  void flash({
    title: "Invalid Action!",
    message: errorMessage(error, "Invalid action, please enter correct details"),
    intent: "danger",
    timeout: 5000,
  });

/**
 * /prospective_students (spec section 2, "admission status check"): the application or JAMB
 * registration number and the phone number → pending, not admitted or admitted; an admitted
 * applicant generates and pays the acceptance fee invoice here, then prints the admission letter
 * and the components clearance form (the same number and phone, remembered for the tab) and goes
 * on to create their student profile.
 */
export default function ProspectiveStudentsPage() {
  const [who, setWho] = useState<AdmissionLookupBody | undefined>(rememberedLookup);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [invoice, setInvoice] = useState<InvoiceView>();
  const [letter, setLetter] = useState<Letter>();

  const status = useMutation({
    mutationFn: checkAdmissionStatus,
    onSuccess: (_answer, body) => {
      setFieldErrors({});
      rememberLookup(body);
      // The phone the application was made with: the receipt and invoice pages open without asking.
      rememberPayerPhone(body.phoneNumber);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setFieldErrors(fields);
      if (!fields.reference && !fields.phoneNumber) invalidAction(error);
    },
  });
  const makeInvoice = useMutation({
    mutationFn: acceptanceInvoice,
    onSuccess: setInvoice,
    onError: invalidAction,
  });
  const loadLetter = useMutation({
    mutationFn: admissionLetter,
    onSuccess: setLetter,
    onError: invalidAction,
  });

  const { mutate } = status;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the details remembered on arrival
  useEffect(() => {
    if (who) mutate(who);
  }, []);

  const check = (body: AdmissionLookupBody) => {
    setWho(body);
    setInvoice(undefined);
    setLetter(undefined);
    status.mutate(body);
  };
  const answer: AdmissionStatus | undefined = status.data;
  const paid = answer?.acceptance?.status === "paid";
  // The invoice's amount once there is one, else what the fee setup will charge.
  const acceptanceAmount = answer?.acceptance?.amount ?? answer?.acceptanceFee ?? null;

  return (
    <PublicPage crumbs={[{ text: "Check Admission Status" }]}>
      <div className="matric-no-print">
        <h1 className={Classes.HEADING}>Check Admission Status</h1>
        <Card className="admission-lookup">
          <p>
            Enter your application number (printed on your application fee receipt, e.g. NCE/2026/000012) or
            your JAMB registration number (UTME or direct entry), and the phone number you applied with.
          </p>
          <LookupForm
            idPrefix="admission"
            submitText="Check Status"
            busy={status.isPending}
            initial={who}
            serverErrors={fieldErrors}
            onSubmit={check}
          />
        </Card>
      </div>
      {answer && who && (
        <section aria-labelledby="admission-status-title" className="admission-status">
          <Card className="matric-no-print">
            <H2 id="admission-status-title">
              {answer.fullName}{" "}
              <Tag intent={STATUS_TAG[answer.status].intent} large>
                {STATUS_TAG[answer.status].text}
              </Tag>
            </H2>
            <p className={Classes.TEXT_MUTED}>
              {answer.applicationType} · {answer.applicationNumber} · {answer.sessionName}
            </p>
            <Callout intent={STATUS_TAG[answer.status].intent} role="status" data-testid="admission-message">
              {answer.message}
            </Callout>
            {answer.status === "admitted" && (
              <div className="admission-next">
                <p>
                  Programme: <strong>{answer.programme}</strong>, Department of {answer.department}
                  {answer.courseOption ? ` (${answer.courseOption})` : ""}, {answer.level}.
                </p>
                {answer.matricNumber ? (
                  <Callout intent="success" title="You are now a student">
                    Your matric number is <strong>{answer.matricNumber}</strong>.{" "}
                    <Link to="/login">Sign in to the portal</Link>.
                  </Callout>
                ) : paid ? (
                  <>
                    <p>
                      Your acceptance fee is paid. Print your admission letter, then create your student
                      profile to get your matric number and portal account.
                    </p>
                    <Link
                      className={`${Classes.BUTTON} ${Classes.INTENT_SUCCESS}`}
                      to="/verify_account"
                      state={{ admitted: true }}
                    >
                      Create your student profile
                    </Link>
                  </>
                ) : (
                  <p>
                    To accept the offer, pay the acceptance fee
                    {acceptanceAmount === null ? "" : ` of ${formatNaira(acceptanceAmount)}`}.
                  </p>
                )}
                <div className="admission-actions">
                  {!paid && (
                    <Button
                      intent="primary"
                      loading={makeInvoice.isPending}
                      onClick={() => makeInvoice.mutate(who)}
                      text={
                        answer.acceptance
                          ? "Open the acceptance fee invoice"
                          : "Generate acceptance fee invoice"
                      }
                    />
                  )}
                  {paid && (
                    <>
                      <Button
                        intent="primary"
                        icon={<PrintIcon />}
                        loading={loadLetter.isPending}
                        onClick={() => loadLetter.mutate(who)}
                        text="Admission letter"
                      />
                      <Link className={Classes.BUTTON} to="/components_clerance_form">
                        Components clearance form
                      </Link>
                    </>
                  )}
                  {paid && answer.acceptance && (
                    <Link
                      className={Classes.BUTTON}
                      to={`${ACCEPTANCE_RECEIPTS}?${new URLSearchParams({ reference: answer.acceptance.invoiceNumber })}`}
                    >
                      Acceptance fee receipt
                    </Link>
                  )}
                </div>
              </div>
            )}
          </Card>
          {invoice && !paid && <InvoiceDocument invoice={invoice} sessionName={answer.sessionName} />}
          {letter && <LetterDocument letter={letter} />}
        </section>
      )}
    </PublicPage>
  );
}
