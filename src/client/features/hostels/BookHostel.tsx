import { Callout, Card, Classes } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { categoryChoices } from "../../../schema/hostels/bookingRules";
import { formatNaira } from "../../ui/format";
import { BookingStep } from "./HostelFrame";
import { HOSTEL_ROUTES } from "./hostelQueries";

/** /hostel/book_hostel: the room categories the student may book, with free beds and the price. */
export default function BookHostel() {
  return (
    <BookingStep
      title="Book a bed space"
      step="category"
      loading="Loading the bed spaces open to you"
      failure="The bed spaces could not be loaded. Please try again in a moment."
    >
      {(available) => {
        const categories = categoryChoices(available);
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
    </BookingStep>
  );
}
