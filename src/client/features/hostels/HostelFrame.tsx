import { Callout, Spinner } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { AvailableBedSpace, HostelStanding } from "../../../contract/hostels";
import { errorMessage, errorStatus } from "../../api/http";
import { useCurrentPageName } from "../../shell/breadcrumbs/currentPageName";
import { HOSTEL_ROUTES, useAvailableBedSpaces, useHostelStanding } from "./hostelQueries";
import "./hostels.css";

const STEPS = [
  { key: "category", label: "Category" },
  { key: "room", label: "Room" },
  { key: "bed", label: "Bed space" },
  { key: "invoice", label: "Pay" },
] as const;
export type HostelStep = (typeof STEPS)[number]["key"];

interface HostelFrameProps {
  title: string;
  /** The booking step this page is, shown in the step line; absent on /hostel. */
  step?: HostelStep;
  children: (standing: HostelStanding) => ReactNode;
}

/**
 * What every hostel page sits in: its heading, where it stands among the booking steps, and the
 * student's hostel standing (session, window, reservation) loaded once for the page's body.
 */
export function HostelFrame({ title, step, children }: HostelFrameProps) {
  const standing = useHostelStanding();
  useCurrentPageName(step ? title : undefined);
  const current = STEPS.findIndex((candidate) => candidate.key === step);
  return (
    <section className="hostel-page">
      <header className="hostel-heading">
        <h1>{title}</h1>
        {step && (
          <ol className="hostel-steps" aria-label="Booking steps">
            {STEPS.map((candidate, index) => (
              <li
                key={candidate.key}
                className={
                  index === current ? "hostel-step-current" : index < current ? "hostel-step-done" : ""
                }
                aria-current={index === current ? "step" : undefined}
              >
                {index + 1}. {candidate.label}
              </li>
            ))}
          </ol>
        )}
      </header>
      {standing.isPending && <Spinner aria-label="Loading your hostel details" />}
      {standing.isError && (
        <Callout intent={errorStatus(standing.error) === 404 ? "warning" : "danger"} role="alert">
          {errorMessage(
            standing.error,
            "Your hostel details could not be loaded. Please try again in a moment.",
          )}
        </Callout>
      )}
      {standing.data && children(standing.data)}
    </section>
  );
}

/** Where a step page sends a student who cannot book now (a bed already theirs, the window shut). */
export function BookingBlocked({ standing }: { standing: HostelStanding }) {
  const live = standing.reservation && ["held", "confirmed"].includes(standing.reservation.status);
  if (live)
    return (
      <Callout intent="primary" title="You already have a bed space">
        You have {standing.reservation?.hostel}, Room {standing.reservation?.room},{" "}
        {standing.reservation?.bedSpace} for {standing.reservation?.session}.{" "}
        <Link to={HOSTEL_ROUTES.home}>See your reservation</Link>
      </Callout>
    );
  if (standing.window.state !== "open")
    return (
      <Callout intent="warning" title="Booking is not open">
        {standing.window.message} <Link to={HOSTEL_ROUTES.home}>Back to Hostel</Link>
      </Callout>
    );
  return null;
}

/** Whether the student may go on booking (no live bed, the window open). */
export function mayBook(standing: HostelStanding): boolean {
  const live = standing.reservation && ["held", "confirmed"].includes(standing.reservation.status);
  return !live && standing.window.state === "open";
}

/**
 * A booking step over the bed spaces open to the student (category, room, bed): the frame, then
 * — while they may book — the bed spaces loading, failing in words, or handed to `children`.
 */
export function BookingStep({
  title,
  step,
  loading,
  failure,
  children,
}: {
  title: string;
  step: HostelStep;
  /** Names the spinner ("Loading the rooms"). */
  loading: string;
  /** Said when the bed spaces cannot be loaded and the server gave no reason. */
  failure: string;
  children: (beds: AvailableBedSpace[]) => ReactNode;
}) {
  const beds = useAvailableBedSpaces();
  return (
    <HostelFrame title={title} step={step}>
      {(standing) => {
        if (!mayBook(standing)) return <BookingBlocked standing={standing} />;
        if (beds.isPending) return <Spinner aria-label={loading} />;
        if (beds.isError)
          return (
            <Callout intent="danger" role="alert">
              {errorMessage(beds.error, failure)}
            </Callout>
          );
        return children(beds.data);
      }}
    </HostelFrame>
  );
}
