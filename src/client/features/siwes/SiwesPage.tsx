import { Callout, Card } from "@blueprintjs/core";
import { useMemo } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { SiwesPlacementInput } from "../../../contract/siwes";
import { errorMessage } from "../../api/http";
import { useLookups } from "../../api/resources";
import { type SiwesPlacementView, useOwnSiwes, useSaveSiwes } from "../../api/siwes";
import { SchemaForm } from "../../engine/schemaForms";
import { flash } from "../../shell/flash";
import { QueryState } from "../courseRegistration/PageState";
import { siwesPlacementForm } from "./siwesForm";
import "./siwes.css";

const LOOKUPS = ["states"];

/** The form's values from the saved placement: its own fields only, empty ones left out. */
export function placementValues(placement: SiwesPlacementView): Record<string, unknown> {
  const fields = Object.keys(siwesPlacementForm.schema.properties as object);
  return Object.fromEntries(
    Object.entries(placement).filter(
      ([field, value]) => fields.includes(field) && value !== null && value !== "",
    ),
  );
}

/**
 * /siwes (spec 2; student menu "siwes"): the student's SIWES placement of the current session
 * (schemas/forms/siwes-placement.json, filled from the saved one); saving opens the printable preview.
 */
export default function SiwesPage() {
  const siwes = useOwnSiwes();
  const lookups = useLookups(LOOKUPS);
  const save = useSaveSiwes();
  const navigate = useNavigate();
  const placement = siwes.data?.placement;
  const initial = useMemo(() => (placement ? placementValues(placement) : undefined), [placement]);
  return (
    <section aria-labelledby="siwes-title" className="siwes-page">
      <h1 id="siwes-title">SIWES placement</h1>
      <QueryState query={siwes} what="Your SIWES placement">
        {(data) => (
          <Card>
            <p className="siwes-page-intro">
              Where you do your industrial training in the {data.sessionName} session, and the bank account
              the ITF pays your SIWES allowance into. You can change it at any time this session; print the
              form again after a change.
            </p>
            {data.placement && (
              <Callout intent="success" className="siwes-page-intro">
                Your placement is saved. <Link to="/siwes/preview">Preview and print the SIWES form</Link>
              </Callout>
            )}
            {save.isError && (
              <Callout intent="danger" role="alert">
                {errorMessage(save.error, "Your placement could not be saved. Please try again.")}
              </Callout>
            )}
            {!lookups.pending && (
              <SchemaForm
                form={siwesPlacementForm}
                lookups={lookups.lists}
                initialData={initial}
                submitText={data.placement ? "Save changes" : "Save placement"}
                busy={save.isPending}
                failure={save.error}
                onSubmit={(values) =>
                  save.mutate(values as unknown as SiwesPlacementInput, {
                    onSuccess: ({ message }) => {
                      void flash({
                        title: "Success",
                        message: message ?? "SIWES placement saved",
                        intent: "success",
                        timeout: 3000,
                      });
                      navigate("/siwes/preview");
                    },
                  })
                }
              />
            )}
          </Card>
        )}
      </QueryState>
    </section>
  );
}
