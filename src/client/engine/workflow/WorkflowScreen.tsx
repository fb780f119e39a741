import { Button, ButtonGroup, Callout, Classes, Spinner, SpinnerSize } from "@blueprintjs/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import {
  fetchWorkflowView,
  type WorkflowRow,
  type WorkflowView,
  workflowKeys,
  workflowRowsSource,
} from "../../api/workflows";
import { ListHeader } from "../crud/ListHeader";
import { Grid, type GridSelection, useListController } from "../grid";
import { ExportButtons } from "../grid/ExportButtons";
import { useEngineHost } from "../host";
import { DecisionDialog, type DecisionRequest } from "./DecisionDialog";
import { filterDefaults, labelledRow, rowName, stepsForAll, workflowGridConfig } from "./workflowGrid";
import "./workflow.css";

const SUCCESS_FLASH_MS = 3000;

export interface WorkflowScreenProps {
  /** The workflow's name: its file in schemas/workflows/ and its /api/workflows/:name routes. */
  name: string;
}

/**
 * Any workflow's list (schemas/workflows/<name>.json): its rows the signed-in person may see,
 * each with only the steps the server would take from them (it sends them per row), single from
 * the row or many at once from the chosen rows, always through the decision dialog.
 */
export function WorkflowScreen({ name }: WorkflowScreenProps) {
  const view = useQuery({ queryKey: workflowKeys.view(name), queryFn: () => fetchWorkflowView(name) });
  if (view.isPending) return <Spinner size={SpinnerSize.SMALL} aria-label="Loading" />;
  if (view.isError)
    return (
      <Callout intent="danger" title="This list could not be opened">
        {errorMessage(view.error, "Please try again.")}
      </Callout>
    );
  return <WorkflowList view={view.data} />;
}

/** The screen of one workflow as a route's component (screens/workflows.ts routes it, lazily). */
export function workflowScreen(name: string): ComponentType {
  function NamedWorkflowScreen() {
    return <WorkflowScreen name={name} />;
  }
  NamedWorkflowScreen.displayName = `WorkflowScreen(${name})`;
  return NamedWorkflowScreen;
}

/**
 * Puts each filter's starting value (the current session, "waiting for you") in the address
 * once, replacing the history entry; answers whether the address is ready. Later choices, "All"
 * included, are the person's: the defaults are not put back.
 */
function useFilterDefaults(view: WorkflowView): boolean {
  const [params, setParams] = useSearchParams();
  // The fields whose defaults were put in the address and have not arrived there yet; null until
  // the defaults are put (once). The list waits for them, so no fetch goes out without them.
  const awaited = useRef<Set<string> | null>(null);
  const defaults = useMemo(() => filterDefaults(view), [view]);
  const missing = Object.keys(defaults).filter((field) => !params.has(field));
  if (awaited.current)
    for (const field of awaited.current) if (params.has(field)) awaited.current.delete(field);
  useEffect(() => {
    if (awaited.current) return;
    awaited.current = new Set(missing);
    if (missing.length === 0) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const field of missing) next.set(field, defaults[field] as string);
        return next;
      },
      { replace: true },
    );
  }, [missing, defaults, setParams]);
  return awaited.current === null ? missing.length === 0 : awaited.current.size === 0;
}

function WorkflowList({ view }: { view: WorkflowView }) {
  const headingId = useId();
  const { notify } = useEngineHost();
  const queryClient = useQueryClient();
  const config = useMemo(() => workflowGridConfig(view), [view]);
  const list = useListController(
    useMemo(() => ({ filterFields: config.filters.map((filter) => filter.field) }), [config]),
  );
  const ready = useFilterDefaults(view);
  const source = useMemo(() => {
    const rows = workflowRowsSource(view.name, view.exportable === true);
    return {
      ...rows,
      fetchPage: (...args: Parameters<typeof rows.fetchPage>) =>
        rows.fetchPage(...args).then((page) => ({
          ...page,
          items: page.items.map((row) => labelledRow(view, row)),
        })),
    };
  }, [view]);
  const [chosen, setChosen] = useState<ReadonlyMap<number, WorkflowRow>>(new Map());
  const [request, setRequest] = useState<DecisionRequest>();

  const selection = useMemo<GridSelection<WorkflowRow>>(
    () => ({
      isSelected: (row) => chosen.has(row.id),
      rowLabel: (row) => `Select ${rowName(view, row)}`,
      // A row the caller may take no step on cannot be chosen for one.
      canSelect: (row) => row.actions.length > 0,
      onChange: (rows, selected) =>
        setChosen((now) => {
          const next = new Map(now);
          for (const row of rows) {
            if (selected) next.set(row.id, row);
            else next.delete(row.id);
          }
          return next;
        }),
    }),
    [chosen, view],
  );

  const rowActions = useCallback(
    (row: WorkflowRow) => {
      const steps = view.transitions.filter((step) => row.actions.includes(step.name));
      if (steps.length === 0) return null;
      const named = { id: row.id, name: rowName(view, row) };
      // Stacked when there are several: side by side they widen a list of long rows until the
      // last step (a refusal) scrolls out of sight.
      return (
        <ButtonGroup variant="minimal" vertical={steps.length > 1} alignText="start">
          {steps.map((step) => (
            <Button
              key={step.name}
              size="small"
              intent={step.intent}
              aria-label={`${step.label} ${named.name}`}
              onClick={() => setRequest({ step, rows: [named] })}
            >
              {step.label}
            </Button>
          ))}
        </ButtonGroup>
      );
    },
    [view],
  );

  const chosenRows = [...chosen.values()];
  const bulkSteps = stepsForAll(view, chosenRows);
  const refresh = () => queryClient.invalidateQueries({ queryKey: workflowKeys.rows(view.name) });

  return (
    <section className="crud workflow-screen" aria-labelledby={headingId}>
      <ListHeader id={headingId} title={view.title}>
        {source.exportFile ? <ExportButtons query={list.query} exportFile={source.exportFile} /> : null}
      </ListHeader>
      {view.description ? <p className="workflow-description">{view.description}</p> : null}
      <div className="workflow-chosen" role="status">
        {chosen.size > 0 ? <span className={Classes.TEXT_MUTED}>{`${chosen.size} chosen`}</span> : null}
        {bulkSteps.map((step) => (
          <Button
            key={step.name}
            intent={step.intent}
            onClick={() =>
              setRequest({ step, rows: chosenRows.map((row) => ({ id: row.id, name: rowName(view, row) })) })
            }
          >
            {`${step.label} chosen`}
          </Button>
        ))}
        {chosen.size > 0 ? (
          <Button variant="minimal" onClick={() => setChosen(new Map())}>
            Clear choice
          </Button>
        ) : null}
      </div>
      {ready ? (
        <Grid
          label={view.title}
          config={config}
          list={list}
          source={source}
          selection={selection}
          rowActions={rowActions}
        />
      ) : (
        <Spinner size={SpinnerSize.SMALL} aria-label="Loading" />
      )}
      <DecisionDialog
        view={view}
        request={request}
        onClose={() => {
          setRequest(undefined);
          void refresh();
        }}
        onDone={(message) => {
          notify({ title: "Done", message, intent: "success", timeout: SUCCESS_FLASH_MS });
          setRequest(undefined);
          setChosen(new Map());
          void refresh();
        }}
      />
    </section>
  );
}
