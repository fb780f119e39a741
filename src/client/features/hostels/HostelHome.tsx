import { Callout, Card, Classes, Tag } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import type { Reservation } from "../../../contract/hostels";
import { formatDate } from "../../ui/format";
import { HostelFrame } from "./HostelFrame";
import { HOSTEL_ROUTES, heldUntilText, invoiceHref } from "./hostelQueries";

const STATUS: Record<Reservation["status"], { label: string; intent: "success" | "warning" | "none" }> = {
  confirmed: { label: "Confirmed", intent: "success" },
  held: { label: "Held: awaiting payment", intent: "warning" },
  expired: { label: "Hold expired", intent: "none" },
  released: { label: "Released", intent: "none" },
};

function ReservationCard({ reservation }: { reservation: Reservation }) {
  const status = STATUS[reservation.status];
  const live = reservation.status === "held" || reservation.status === "confirmed";
  return (
    <Card className="hostel-choice" role="region" aria-labelledby="hostel-reservation">
      <h2 id="hostel-reservation">{live ? "Your bed space" : "Your last reservation"}</h2>
      <dl className="hostel-facts">
        <dt>Session</dt>
        <dd>{reservation.session}</dd>
        <dt>Hostel</dt>
        <dd>{reservation.hostel}</dd>
        <dt>Room</dt>
        <dd>{reservation.room}</dd>
        <dt>Bed space</dt>
        <dd>{reservation.bedSpace}</dd>
        <dt>Category</dt>
        <dd>{reservation.category}</dd>
        <dt>Status</dt>
        <dd>
          <Tag intent={status.intent} minimal={status.intent === "none"}>
            {status.label}
          </Tag>
        </dd>
        {reservation.status === "held" && reservation.heldUntil && (
          <>
            <dt>Pay before</dt>
            <dd>{heldUntilText(reservation.heldUntil)}</dd>
          </>
        )}
      </dl>
      {reservation.status === "held" && (
        <p>Pay the invoice before then to keep this bed space; after that it goes back to other students.</p>
      )}
      {live && reservation.invoiceNumber && (
        <div className="hostel-actions">
          <Link
            className={`${Classes.BUTTON} ${reservation.status === "held" ? Classes.INTENT_PRIMARY : ""}`}
            to={invoiceHref(reservation.invoiceNumber)}
          >
            {reservation.status === "held" ? "Pay the invoice" : "View invoice and receipt"}
          </Link>
        </div>
      )}
    </Card>
  );
}

/** /hostel: the session's booking window and the student's reservation, with the way to book or pay. */
export default function HostelHome() {
  return (
    <HostelFrame title="Hostel">
      {(standing) => {
        const reservation = standing.reservation;
        const live = reservation && (reservation.status === "held" || reservation.status === "confirmed");
        const open = standing.window.state === "open";
        return (
          <>
            <Callout
              intent={open ? "primary" : "warning"}
              title={standing.session ? `Session ${standing.session.name}` : undefined}
            >
              {standing.window.message}
              {standing.window.opensOn && standing.window.closesOn && (
                <p className="hostel-window-dates">
                  Booking window: {formatDate(standing.window.opensOn)} to{" "}
                  {formatDate(standing.window.closesOn)}.
                </p>
              )}
            </Callout>
            {reservation && <ReservationCard reservation={reservation} />}
            {!live && open && (
              <div className="hostel-actions">
                <Link
                  className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} ${Classes.LARGE}`}
                  to={HOSTEL_ROUTES.category}
                >
                  Book a bed space
                </Link>
              </div>
            )}
          </>
        );
      }}
    </HostelFrame>
  );
}
