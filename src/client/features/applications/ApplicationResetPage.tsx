import { Button, Callout, Card, FormGroup, H1, InputGroup } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import type { ApplicationResetResult } from "../../../contract/applicants";
import { resetApplication } from "../../api/applicants";
import { errorMessage } from "../../api/http";
import { flash } from "../../shell/flash";

export const RESET_MESSAGES = {
  title: "Application Reset Failed!",
  fallback: "The application could not be reset. Please check the invoice number or RRR.",
  reference: "please input the applicant's invoice number or RRR",
} as const;

/**
 * /applications/reset (admissions officers): unlocks a submitted application, found by its
 * application invoice's number or RRR, so its applicant can sign in and change it. The server
 * records every reset in the audit log.
 */
export default function ApplicationResetPage() {
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ result: ApplicationResetResult; message: string }>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[A-Za-z0-9-]+$/.test(reference.trim())) {
      setError(RESET_MESSAGES.reference);
      document.getElementById("reset-reference")?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    setDone(undefined);
    try {
      setDone(await resetApplication({ reference: reference.trim() }));
      setReference("");
    } catch (failure) {
      void flash({
        title: RESET_MESSAGES.title,
        message: errorMessage(failure, RESET_MESSAGES.fallback),
        intent: "danger",
        timeout: 5000,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="matric-page">
      <H1>Reset an application</H1>
      <p>
        A submitted application is locked. Reset it to let the applicant sign in again and change it; they
        must submit it again afterwards. Every reset is recorded.
      </p>
      <p>
        <a href="/applications/types" className="inline-link">
          Application types: edit and publish forms
        </a>
      </p>
      <Card>
        <form onSubmit={submit} noValidate>
          <FormGroup
            label="Invoice Number or RRR"
            labelFor="reset-reference"
            intent={error ? "danger" : "none"}
            helperText={error}
          >
            <InputGroup
              id="reset-reference"
              name="reference"
              value={reference}
              maxLength={40}
              intent={error ? "danger" : "none"}
              aria-invalid={Boolean(error)}
              onChange={(e) => setReference(e.target.value)}
            />
          </FormGroup>
          <Button type="submit" intent="warning" loading={busy} text="Reset application" />
        </form>
      </Card>
      {done && (
        <Callout intent="success" title="Application reset" role="status">
          {done.message} (invoice {done.result.invoiceNumber}, {done.result.applicationTypeId})
        </Callout>
      )}
    </div>
  );
}
