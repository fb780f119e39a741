import { Callout, Tag } from "@blueprintjs/core";
import { useEffect } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import { SHEET_STATUS_LABEL } from "../../../contract/scores";
import { errorEnvelopeOf, errorMessage } from "../../api/http";
import { useLookup } from "../../api/resources";
import type { SheetStatus } from "../../api/scores";
import { type TermChoice, termOfSearch } from "../courseRegistration/TermPicker";

export const SHEET_STATUS_INTENT: Record<SheetStatus, "none" | "primary" | "warning" | "success"> = {
  draft: "none",
  submitted: "warning",
  hod_approved: "primary",
  approved: "primary",
  published: "success",
};

export function SheetStatusTag({ status }: { status: SheetStatus }) {
  return <Tag intent={SHEET_STATUS_INTENT[status]}>{SHEET_STATUS_LABEL[status]}</Tag>;
}

/** "/records" or "/class": the lecturer's screens answer under both spec areas. */
export function useAreaBase(): "/records" | "/class" {
  const { pathname } = useLocation();
  return pathname.startsWith("/class") ? "/class" : "/records";
}

/**
 * The term in the query string; without one, the latest session's First Semester is chosen (the
 * address gains it, replacing the history entry, so Back does not loop).
 */
export function useTermOrLatest(): TermChoice | undefined {
  const [search, setSearch] = useSearchParams();
  const term = termOfSearch(search);
  const sessions = useLookup("sessions");
  const latest = sessions.data?.reduce<(typeof sessions.data)[number] | undefined>(
    (best, session) => (best === undefined || session.name > best.name ? session : best),
    undefined,
  )?.id;
  useEffect(() => {
    if (term || typeof latest !== "number") return;
    const next = new URLSearchParams(search);
    next.set("sessionId", String(latest));
    next.set("semesterId", "1");
    setSearch(next, { replace: true });
  }, [term, latest, search, setSearch]);
  return term;
}

/** The course and session of a class list or score sheet (`?courseId=&sessionId=`). */
export function courseSessionOf(
  search: URLSearchParams,
): { courseId: number; sessionId: number } | undefined {
  const courseId = Number(search.get("courseId"));
  const sessionId = Number(search.get("sessionId"));
  if (!Number.isInteger(courseId) || courseId < 1 || !Number.isInteger(sessionId) || sessionId < 1)
    return undefined;
  return { courseId, sessionId };
}

/** A refused upload or save: the message and each row's problem. */
export function ProblemList({ error, fallback }: { error: unknown; fallback: string }) {
  const problems = errorEnvelopeOf(error)?.errors ?? [];
  return (
    <Callout intent="danger" role="alert" title="Nothing was saved">
      <p>{errorMessage(error, fallback)}</p>
      {problems.length > 0 && (
        <ul className="scores-problems">
          {problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same row can have two problems; the list never reorders.
            <li key={index}>
              {problem.path ? <strong>{problem.path}: </strong> : null}
              {problem.message}
            </li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
