import { Button, FormGroup, InputGroup } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import type { AdmissionLookupBody } from "../../../contract/admissions";

export const LOOKUP_MESSAGES = {
  reference: "please input your application number or registration number",
  phone: "please input mobile number",
  invalidPhone: "invalid phone number",
} as const;

const PHONE = /^(\+?234|0)[789][01][0-9]{8}$/;

export interface LookupFormProps {
  idPrefix: string;
  submitText: string;
  busy: boolean;
  initial?: AdmissionLookupBody;
  /** The server's message on a field, after a refused request. */
  serverErrors?: Partial<Record<"reference" | "phoneNumber", string>>;
  onSubmit: (body: AdmissionLookupBody) => void;
}

/** The application (or registration) number and the phone number the application was made with. */
export function LookupForm({
  idPrefix,
  submitText,
  busy,
  initial,
  serverErrors = {},
  onSubmit,
}: LookupFormProps) {
  const [reference, setReference] = useState(initial?.reference ?? "");
  const [phone, setPhone] = useState(initial?.phoneNumber ?? "");
  const [errors, setErrors] = useState<Partial<Record<"reference" | "phoneNumber", string>>>({});
  const shown = { ...serverErrors, ...Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      reference: reference.trim() ? undefined : LOOKUP_MESSAGES.reference,
      phoneNumber: !phone.trim()
        ? LOOKUP_MESSAGES.phone
        : PHONE.test(phone.trim())
          ? undefined
          : LOOKUP_MESSAGES.invalidPhone,
    };
    setErrors(found);
    if (found.reference) return document.getElementById(`${idPrefix}-reference`)?.focus();
    if (found.phoneNumber) return document.getElementById(`${idPrefix}-phone`)?.focus();
    onSubmit({ reference: reference.trim(), phoneNumber: phone.trim() });
  }

  const field = (key: "reference" | "phoneNumber") => ({
    intent: shown[key] ? ("danger" as const) : ("none" as const),
    helperText: shown[key],
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormGroup
        label="Application Number or Registration Number"
        labelFor={`${idPrefix}-reference`}
        {...field("reference")}
      >
        <InputGroup
          id={`${idPrefix}-reference`}
          name="reference"
          size="large"
          value={reference}
          maxLength={40}
          placeholder="e.g. NCE/2026/000012"
          aria-invalid={Boolean(shown.reference)}
          onChange={(event) => setReference(event.target.value)}
        />
      </FormGroup>
      <FormGroup label="Phone Number" labelFor={`${idPrefix}-phone`} {...field("phoneNumber")}>
        <InputGroup
          id={`${idPrefix}-phone`}
          name="phoneNumber"
          size="large"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          maxLength={14}
          aria-invalid={Boolean(shown.phoneNumber)}
          onChange={(event) => setPhone(event.target.value)}
        />
      </FormGroup>
      <Button type="submit" intent="primary" size="large" loading={busy} text={submitText} />
    </form>
  );
}
