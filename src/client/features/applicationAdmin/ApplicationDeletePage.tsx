import { Button, Callout, Card, Classes, FormGroup, H1, InputGroup, TextArea } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import type { ApplicationSummary } from "../../../contract/applicationAdmin";
import { deleteApplication, findApplication } from "../../api/applicationAdmin";
import { errorMessage } from "../../api/http";
import { DetailsTable } from "../../engine/document/PrintableDocument";
import { flash } from "../../shell/flash";
import { ConfirmDialog } from "../bursary/ConfirmDialog";

export const DELETE_MESSAGES = {
  findTitle: "Invalid Action!",
  findFallback: "No application was found for this invoice number or RRR.",
  title: "Application Delete Failed!",
  fallback: "The application could not be deleted.",
  reference: "please input the applicant's invoice number or RRR",
  reason: "please give the reason (at least 10 characters)",
} as const;

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString("en-NG", { dateStyle: "medium", timeStyle: "short" }) : "-";

/**
 * /applications/delete (admissions officers): finds an application by its application invoice's
 * number or RRR, shows whose it is, and deletes it — draft or submitted — after a confirmation,
 * with a reason the audit log keeps. An admitted applicant's application is refused by the server.
 */
export default function ApplicationDeletePage() {
  const [reference, setReference] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ reference?: string; reason?: string }>({});
  const [found, setFound] = useState<ApplicationSummary>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string>();

  async function find(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    if (!/^[A-Za-z0-9-]+$/.test(reference.trim())) {
      setErrors({ reference: DELETE_MESSAGES.reference });
      document.getElementById("delete-reference")?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    setFound(undefined);
    try {
      setFound(await findApplication(reference.trim()));
    } catch (failure) {
      void flash({
        title: DELETE_MESSAGES.findTitle,
        message: errorMessage(failure, DELETE_MESSAGES.findFallback),
        intent: "danger",
        timeout: 5000,
      });
    } finally {
      setBusy(false);
    }
  }

  function askToDelete(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 10) {
      setErrors({ reason: DELETE_MESSAGES.reason });
      document.getElementById("delete-reason")?.focus();
      return;
    }
    setErrors({});
    setConfirming(true);
  }

  async function confirmDelete() {
    if (!found) return;
    setBusy(true);
    try {
      const { message } = await deleteApplication({ reference: found.invoiceNumber, reason: reason.trim() });
      setDone(message);
      setFound(undefined);
      setReason("");
      setReference("");
    } catch (failure) {
      void flash({
        title: DELETE_MESSAGES.title,
        message: errorMessage(failure, DELETE_MESSAGES.fallback),
        intent: "danger",
        timeout: 5000,
      });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <div className="matric-page">
      <H1>Delete an application</H1>
      <p>
        Find the application by the applicant's application invoice. Deleting removes the application (a draft
        or a submitted one) and its referee links; the applicant's paid invoice stays, so they can apply
        again. Every deletion is recorded with its reason.
      </p>
      <Card>
        <form onSubmit={find} noValidate>
          <FormGroup
            label="Invoice Number or RRR"
            labelFor="delete-reference"
            intent={errors.reference ? "danger" : "none"}
            helperText={errors.reference}
          >
            <InputGroup
              id="delete-reference"
              name="reference"
              value={reference}
              maxLength={40}
              intent={errors.reference ? "danger" : "none"}
              aria-invalid={Boolean(errors.reference)}
              onChange={(e) => setReference(e.target.value)}
            />
          </FormGroup>
          <Button type="submit" intent="primary" loading={busy && !found} text="Find application" />
        </form>
      </Card>
      {done && (
        <Callout intent="success" title="Application deleted" role="status">
          {done}
        </Callout>
      )}
      {found && (
        <Card aria-labelledby="delete-found-title">
          <h2 id="delete-found-title" className={Classes.HEADING}>
            Application found
          </h2>
          <DetailsTable
            rows={[
              ["Applicant", found.fullName],
              ["Application", found.applicationType],
              ["Application number", found.applicationNumber],
              ["Invoice number", found.invoiceNumber],
              ["Phone number", found.phoneNumber],
              ["Status", found.status === "submitted" ? "Submitted" : "Draft (not submitted)"],
              ["Submitted", when(found.submittedAt)],
              ["Last changed", when(found.updatedAt)],
            ]}
          />
          <form onSubmit={askToDelete} noValidate>
            <FormGroup
              label="Reason for deleting"
              labelFor="delete-reason"
              intent={errors.reason ? "danger" : "none"}
              helperText={errors.reason ?? "10 to 300 characters; kept in the audit log."}
            >
              <TextArea
                id="delete-reason"
                name="reason"
                value={reason}
                maxLength={300}
                fill
                intent={errors.reason ? "danger" : "none"}
                aria-invalid={Boolean(errors.reason)}
                onChange={(e) => setReason(e.target.value)}
              />
            </FormGroup>
            <Button type="submit" intent="danger" text="Delete application" />
          </form>
        </Card>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete application"
        confirmText="Delete application"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      >
        Delete the {found?.applicationType} application of {found?.fullName} ({found?.applicationNumber})? It
        cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
