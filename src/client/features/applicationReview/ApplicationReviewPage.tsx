import { Button, ButtonGroup, Classes } from "@blueprintjs/core";
import { useCallback, useId, useMemo, useState } from "react";
import type { ResourceRow } from "../../api/resources";
import { resourceListSource } from "../../api/resources";
import { ListHeader } from "../../engine/crud/ListHeader";
import { useFileGrid } from "../../engine/crud/useFileGrid";
import { ExportButtons } from "../../engine/grid/ExportButtons";
import { Grid, type GridSelection } from "../../engine/grid/Grid";
import { DecisionDialog } from "./DecisionDialog";
import type { DecidedApplication, DecisionStatus } from "./decisionText";
import { reviewResource } from "./reviewResource";
import "./applicationReview.css";

const decidedOf = (row: ResourceRow): DecidedApplication => ({
  id: row.id,
  applicationNumber: String(row.applicationNumber ?? row.id),
  fullName: String(row.fullName ?? ""),
});

/**
 * /applications/review (admissions officer, registrar): the submitted applications of every type
 * and session — the resource file's grid (search, filters by type, session, status, programme,
 * department, score ranges, export) with a checkbox per row. Each row opens its document, and is
 * admitted or not admitted on its own; the chosen rows (kept across pages) are decided together
 * after a confirmation.
 */
export default function ApplicationReviewPage() {
  const headingId = useId();
  const { config, list } = useFileGrid(reviewResource);
  const source = useMemo(() => resourceListSource(reviewResource.name, true), []);
  const [chosen, setChosen] = useState<ReadonlyMap<number, DecidedApplication>>(new Map());
  const [request, setRequest] = useState<{ status: DecisionStatus; applications: DecidedApplication[] }>();

  const selection = useMemo<GridSelection<ResourceRow>>(
    () => ({
      isSelected: (row) => chosen.has(row.id),
      rowLabel: (row) => `Select ${decidedOf(row).applicationNumber}`,
      onChange: (rows, selected) =>
        setChosen((now) => {
          const next = new Map(now);
          for (const row of rows) {
            if (selected) next.set(row.id, decidedOf(row));
            else next.delete(row.id);
          }
          return next;
        }),
    }),
    [chosen],
  );

  const rowActions = useCallback((row: ResourceRow) => {
    const application = decidedOf(row);
    return (
      <ButtonGroup variant="minimal">
        <Button
          size="small"
          intent="success"
          aria-label={`Admit ${application.applicationNumber}`}
          onClick={() => setRequest({ status: "admitted", applications: [application] })}
        >
          Admit
        </Button>
        <Button
          size="small"
          intent="danger"
          aria-label={`Not admit ${application.applicationNumber}`}
          onClick={() => setRequest({ status: "not_admitted", applications: [application] })}
        >
          Not admit
        </Button>
      </ButtonGroup>
    );
  }, []);

  const count = chosen.size;
  const decideChosen = (status: DecisionStatus) => setRequest({ status, applications: [...chosen.values()] });

  return (
    <section className="crud application-review" aria-labelledby={headingId}>
      <ListHeader id={headingId} title={reviewResource.title}>
        {source.exportFile ? <ExportButtons query={list.query} exportFile={source.exportFile} /> : null}
      </ListHeader>
      <p className={Classes.TEXT_MUTED}>
        Submitted applications. Open one to read it in full; admit or not admit it from its row, or tick
        several and decide them together.
      </p>
      <div className="application-review-chosen" role="status">
        <span>{count === 0 ? "No application chosen." : `${count} chosen`}</span>
        <Button intent="success" disabled={count === 0} onClick={() => decideChosen("admitted")}>
          Admit chosen
        </Button>
        <Button intent="danger" disabled={count === 0} onClick={() => decideChosen("not_admitted")}>
          Not admit chosen
        </Button>
        {count > 0 ? (
          <Button variant="minimal" onClick={() => setChosen(new Map())}>
            Clear choice
          </Button>
        ) : null}
      </div>
      <Grid
        label={reviewResource.title}
        config={config}
        list={list}
        source={source}
        selection={selection}
        rowActions={rowActions}
      />
      <DecisionDialog
        request={request}
        onClose={() => setRequest(undefined)}
        onDecided={() => {
          setRequest(undefined);
          setChosen(new Map());
        }}
      />
    </section>
  );
}
