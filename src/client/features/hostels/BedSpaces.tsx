import { Button, Callout, Card } from "@blueprintjs/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { bedChoices } from "../../../schema/hostels/bookingRules";
import { bookBedSpace } from "../../api/hostels";
import { errorMessage } from "../../api/http";
import { formatNaira } from "../../ui/format";
import { BookingStep } from "./HostelFrame";
import { HOSTEL_ROUTES, hostelKeys, invoiceHref } from "./hostelQueries";

/**
 * /hostel/bed_spaces?roomId=: the free beds of the chosen room; booking one holds it and opens
 * the invoice. When someone else was quicker, the server's 409 says so and the list is re-read.
 */
export default function BedSpaces() {
  const [search] = useSearchParams();
  const roomId = Number(search.get("roomId"));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const booking = useMutation({
    mutationFn: bookBedSpace,
    onSuccess: async (booked) => {
      await queryClient.invalidateQueries({ queryKey: hostelKeys.all });
      navigate(invoiceHref(booked.invoice.invoiceNumber));
    },
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: hostelKeys.available() });
    },
  });
  return (
    <BookingStep
      title="Choose a bed space"
      step="bed"
      loading="Loading the bed spaces"
      failure="The bed spaces could not be loaded. Please try again in a moment."
    >
      {(available) => {
        const free = bedChoices(available, roomId);
        const first = free[0];
        return (
          <>
            {booking.isError && (
              <Callout intent="danger" role="alert" title="The bed space was not booked">
                {errorMessage(booking.error, "Please try again in a moment.")}
              </Callout>
            )}
            {first ? (
              <>
                <p>
                  {first.hostel}, Room {first.room} ({first.category}). The hostel fee is{" "}
                  <strong>{formatNaira(first.price)}</strong> for the session.{" "}
                  <Link
                    to={`${HOSTEL_ROUTES.room}?${new URLSearchParams({ categoryId: String(first.categoryId) })}`}
                  >
                    Change room
                  </Link>
                </p>
                <ul className="hostel-choices">
                  {free.map((bed) => (
                    <li key={bed.bedSpaceId}>
                      <Card className="hostel-choice">
                        <h2>{bed.bedSpace}</h2>
                        <Button
                          intent="primary"
                          loading={booking.isPending && booking.variables === bed.bedSpaceId}
                          disabled={booking.isPending}
                          onClick={() => booking.mutate(bed.bedSpaceId)}
                          aria-label={`Book ${bed.bedSpace}`}
                        >
                          Book this bed space
                        </Button>
                      </Card>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <Callout intent="warning" title="No free bed spaces in this room">
                Another student may have just taken the last one.{" "}
                <Link to={HOSTEL_ROUTES.category}>Choose again</Link>
              </Callout>
            )}
          </>
        );
      }}
    </BookingStep>
  );
}
