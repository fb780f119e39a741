import { Button, Callout, Card, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import type { ChangeOfDepartmentInput } from "../../../contract/changeOfDepartment";
import { isOpen } from "../../../schema/changeOfDepartment/applicationSteps";
import { formatNaira } from "../../../schema/money";
import {
  type ChangeOfDepartmentStanding,
  useApplyForChangeOfDepartment,
  useOwnChangeOfDepartment,
} from "../../api/changeOfDepartment";
import { errorMessage } from "../../api/http";
import { fetchInvoice } from "../../api/payments";
import { useLookups } from "../../api/resources";
import { SchemaForm } from "../../engine/schemaForms";
import { flash } from "../../shell/flash";
import { QueryState } from "../courseRegistration/PageState";
import { InvoiceDocument } from "../payments/InvoiceDocument";
import { CHANGE_OF_DEPARTMENT_ROUTES, changeOfDepartmentForm } from "./changeOfDepartmentForm";
import "./changeOfDepartment.css";

const LOOKUPS = ["departments"];

/** The application's invoice with the gateway's pay button (paying submits the application). */
function ApplicationInvoice({ invoiceNumber, sessionName }: { invoiceNumber: string; sessionName: string }) {
  const invoice = useQuery({
    queryKey: ["changeOfDepartment", "invoice", invoiceNumber],
    queryFn: () => fetchInvoice(invoiceNumber),
    retry: false,
  });
  if (invoice.isError)
    return (
      <Callout intent="danger" role="alert" title="The invoice could not be opened">
        {errorMessage(invoice.error, "Please try again in a moment.")}
      </Callout>
    );
  if (!invoice.data) return <Spinner aria-label="Loading the invoice" size={24} />;
  return <InvoiceDocument invoice={invoice.data} sessionName={sessionName} redirectToFeePage={false} />;
}

/** The form, with the student's own department left out of the choice. */
function ApplicationForm({
  standing,
  initial,
  onCancel,
}: {
  standing: ChangeOfDepartmentStanding;
  initial?: ChangeOfDepartmentInput;
  onCancel?: () => void;
}) {
  const lookups = useLookups(LOOKUPS);
  const apply = useApplyForChangeOfDepartment();
  const own = standing.student.departmentId;
  const lists = useMemo(
    () => ({ departments: (lookups.lists.departments ?? []).filter((option) => option.id !== own) }),
    [lookups.lists, own],
  );
  const initialData = useMemo(() => (initial ? { ...initial } : undefined), [initial]);
  if (lookups.pending) return <Spinner aria-label="Loading the departments" size={24} />;
  return (
    <>
      {apply.isError && (
        <Callout intent="danger" role="alert">
          {errorMessage(apply.error, "Your application could not be saved. Please try again.")}
        </Callout>
      )}
      <SchemaForm
        form={changeOfDepartmentForm}
        lookups={lists}
        initialData={initialData}
        submitText="Apply and get the invoice"
        busy={apply.isPending}
        failure={apply.error}
        onSubmit={(values) =>
          apply.mutate(values as unknown as ChangeOfDepartmentInput, {
            onSuccess: ({ message }) => {
              void flash({
                title: "Application saved",
                message: message ?? "Pay the fee to submit your application",
                intent: "success",
                timeout: 3000,
              });
              onCancel?.();
            },
          })
        }
      >
        {onCancel && (
          <Button minimal onClick={onCancel}>
            Keep my application as it is
          </Button>
        )}
      </SchemaForm>
    </>
  );
}

/**
 * /change_of_department_application (spec 2): the student applies to move to another department
 * (schemas/forms/change-of-department.json), then pays the ChangeOfDepartment fee on the gateway,
 * which submits the application to the heads of department and the registry. While one is in
 * progress the page says so and links to its details.
 */
export default function ApplicationPage() {
  const standing = useOwnChangeOfDepartment();
  const [changing, setChanging] = useState(false);
  return (
    <section aria-labelledby="change-of-department-title" className="change-of-department-page">
      <h1 id="change-of-department-title">Change of department</h1>
      <QueryState query={standing} what="Your change of department">
        {(data) => {
          const latest = data.applications[0];
          const open = latest && isOpen(latest.state) ? latest : undefined;
          return (
            <Card>
              <p>
                You are in <strong>{data.student.department}</strong> ({data.student.programme},{" "}
                {data.student.level}). To move to another department, choose it and a programme it offers and
                say why. Paying the change of department fee
                {data.fee.amount !== null && (
                  <>
                    {" "}
                    of <strong>{formatNaira(data.fee.amount)}</strong>
                  </>
                )}{" "}
                submits your application: the head of your department releases you, the head of the new
                department accepts you and the registry approves the change.
              </p>
              {open && open.state !== "awaiting_payment" && (
                <Callout intent="primary" title="Your application is in progress">
                  {open.summary}{" "}
                  <Link to={CHANGE_OF_DEPARTMENT_ROUTES.details}>See where your application stands</Link>
                </Callout>
              )}
              {open?.state === "awaiting_payment" && !changing && (
                <>
                  <Callout intent="warning" title="Pay the fee to submit your application">
                    Your application to move to {open.toDepartment} ({open.toProgramme}) is saved but not yet
                    submitted.{" "}
                    <Button minimal small onClick={() => setChanging(true)}>
                      Change my choice
                    </Button>
                  </Callout>
                  {open.invoiceNumber && (
                    <ApplicationInvoice invoiceNumber={open.invoiceNumber} sessionName={open.sessionName} />
                  )}
                </>
              )}
              {open?.state === "awaiting_payment" && changing && (
                <ApplicationForm
                  standing={data}
                  initial={{
                    toDepartmentId: open.toDepartmentId,
                    toProgrammeId: open.toProgrammeId,
                    reason: open.reason,
                  }}
                  onCancel={() => setChanging(false)}
                />
              )}
              {!open &&
                (data.sessionName === null ? (
                  <Callout intent="warning">
                    There is no current session to apply in. Please try again later.
                  </Callout>
                ) : (
                  <>
                    {latest && (
                      <Callout intent={latest.state === "approved" ? "success" : "none"}>
                        Your last application: {latest.summary}{" "}
                        <Link to={CHANGE_OF_DEPARTMENT_ROUTES.details}>Details</Link>
                      </Callout>
                    )}
                    {data.fee.problem !== null ? (
                      <Callout intent="warning" title="You cannot apply yet">
                        {data.fee.problem}
                      </Callout>
                    ) : (
                      <ApplicationForm standing={data} />
                    )}
                  </>
                ))}
            </Card>
          );
        }}
      </QueryState>
    </section>
  );
}
