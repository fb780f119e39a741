import { Callout, Card, Classes, Spinner } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { categoryChoices } from "../../../schema/hostels/bookingRules";
import { errorMessage } from "../../api/http";
import { formatNaira } from "../../ui/format";
import { BookingBlocked, HostelFrame, mayBook } from "./HostelFrame";
import { HOSTEL_ROUTES, useAvailableBedSpaces } from "./hostelQueries";

/** /hostel/book_hostel: the room categories the student may book, with free beds and the price. */
export default function BookHostel() {
  const beds = useAvailableBedSpaces();
  return (
    <HostelFrame title="Book a bed space" step="category">
      {(standing) => {
        if (!mayBook(standing)) return <BookingBlocked standing={standing} />;
        if (beds.isPending) return <Spinner aria-label="Loading the bed spaces open to you" />;
        if (beds.isError)
          return (
            <Callout intent="danger" role="alert">
              {errorMessage(beds.error, "The bed spaces could not be loaded. Please try again in a moment.")}
            </Callout>
          );
        const categories = categoryChoices(beds.data);
        if (categories.length === 0)
          return (
            <Callout intent="warning" title="No bed spaces for you right now">
              Every bed space open to students like you is taken. Please check again later or ask the hostel
              office.
            </Callout>
          );
        return (
          <>
            <p>Choose a room category. Only the categories open to you are shown.</p>
            <ul className="hostel-choices">
              {categories.map((category) => (
                <li key={category.categoryId}>
                  <Card className="hostel-choice">
                    <h2>{category.category}</h2>
                    <p>{category.hostels.join(", ")}</p>
                    <p>
                      <strong>{category.freeBeds}</strong> free bed{" "}
                      {category.freeBeds === 1 ? "space" : "spaces"} · {formatNaira(category.price)} a session
                    </p>
                    <Link
                      className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
                      to={`${HOSTEL_ROUTES.room}?${new URLSearchParams({ categoryId: String(category.categoryId) })}`}
                      aria-label={`Choose ${category.category}`}
                    >
                      Choose
                    </Link>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </HostelFrame>
  );
}
