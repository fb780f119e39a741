import { Callout, Card, Classes } from "@blueprintjs/core";
import { Link, useSearchParams } from "react-router-dom";
import { roomChoices } from "../../../schema/hostels/bookingRules";
import { BookingStep } from "./HostelFrame";
import { HOSTEL_ROUTES } from "./hostelQueries";

/** /hostel/select_room?categoryId=: the rooms of the chosen category that have a free bed. */
export default function SelectRoom() {
  const [search] = useSearchParams();
  const categoryId = Number(search.get("categoryId"));
  return (
    <BookingStep
      title="Choose a room"
      step="room"
      loading="Loading the rooms"
      failure="The rooms could not be loaded. Please try again in a moment."
    >
      {(available) => {
        const rooms = roomChoices(available, categoryId);
        const category = available.find((bed) => bed.categoryId === categoryId)?.category;
        if (rooms.length === 0)
          return (
            <Callout intent="warning" title="No free rooms in this category">
              The rooms of this category are full or it is not open to you.{" "}
              <Link to={HOSTEL_ROUTES.category}>Choose another category</Link>
            </Callout>
          );
        return (
          <>
            <p>
              {category}: choose a room. <Link to={HOSTEL_ROUTES.category}>Change category</Link>
            </p>
            <ul className="hostel-choices">
              {rooms.map((room) => (
                <li key={room.roomId}>
                  <Card className="hostel-choice">
                    <h2>
                      {room.hostel}, Room {room.room}
                    </h2>
                    <p>
                      {room.freeBeds} free bed {room.freeBeds === 1 ? "space" : "spaces"}
                    </p>
                    <Link
                      className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
                      to={`${HOSTEL_ROUTES.bed}?${new URLSearchParams({ roomId: String(room.roomId) })}`}
                      aria-label={`Choose ${room.hostel}, Room ${room.room}`}
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
