import { Callout, Card, Classes } from "@blueprintjs/core";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import type { AdmissionLookupBody } from "../../../contract/admissions";
import { componentsClearanceForm } from "../../api/admissions";
import { errorMessage, errorStatus, fieldErrorsOf } from "../../api/http";
import { PublicPage } from "../landing/PublicPage";
import { ClearanceFormDocument } from "./ClearanceFormDocument";
import { LookupForm } from "./LookupForm";
import { rememberedLookup, rememberLookup } from "./rememberedLookup";
import "./admissions.css";

/**
 * /components_clerance_form (spec section 2, "Others"): the form a newly admitted candidate prints
 * and takes round the offices for physical clearance. Opened from Check Admission Status it shows
 * at once (the number and phone of this tab); opened from a link, a reload in another tab or a
 * bookmark it asks for the same facts the status check asks for, then shows the form — or says
 * why there is none yet (not admitted, acceptance fee unpaid).
 */
export default function ComponentsClearanceFormPage() {
  const [who] = useState<AdmissionLookupBody | undefined>(rememberedLookup);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const form = useMutation({
    mutationFn: componentsClearanceForm,
    onMutate: () => setFieldErrors({}),
    onSuccess: (_form, body) => rememberLookup(body),
    onError: (error) => setFieldErrors(fieldErrorsOf(error)),
  });

  const { mutate } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the details remembered on arrival
  useEffect(() => {
    if (who) mutate(who);
  }, []);

  const refused = form.isError && !fieldErrors.reference && !fieldErrors.phoneNumber;
  return (
    <PublicPage
      crumbs={[
        { text: "Check Admission Status", to: "/prospective_students" },
        { text: "Components Clearance Form" },
      ]}
    >
      <div className="matric-no-print">
        <h1 className={Classes.HEADING}>Components Clearance Form</h1>
        <Card className="admission-lookup">
          <p>
            Admitted candidates whose acceptance fee is paid print this form and take it, with their
            documents, to the clearing offices. Enter your application number (e.g. NCE/2026/000012) or your
            JAMB registration number, and the phone number you applied with.
          </p>
          <LookupForm
            idPrefix="clearance"
            submitText="Show clearance form"
            busy={form.isPending}
            initial={who}
            serverErrors={fieldErrors}
            onSubmit={(body) => mutate(body)}
          />
        </Card>
        {refused && (
          <Callout
            className="admission-lookup"
            intent="warning"
            role="alert"
            title={errorStatus(form.error) === 409 ? "No clearance form yet" : undefined}
          >
            <p>{errorMessage(form.error, "Your clearance form could not be opened. Please try again.")}</p>
            <Link to="/prospective_students">Check Admission Status</Link>
          </Callout>
        )}
      </div>
      {form.data && <ClearanceFormDocument form={form.data} />}
    </PublicPage>
  );
}
