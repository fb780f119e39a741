import { useQuery } from "@tanstack/react-query";
import { fetchAvailableBedSpaces, fetchHostelStanding } from "../../api/hostels";

/** Query keys of the hostel screens; a booking invalidates `all`. */
export const hostelKeys = {
  all: ["hostel"] as const,
  standing: () => [...hostelKeys.all, "standing"] as const,
  available: () => [...hostelKeys.all, "available"] as const,
};

export function useHostelStanding() {
  return useQuery({ queryKey: hostelKeys.standing(), queryFn: fetchHostelStanding });
}

/** Beds go quickly in a booking rush: always re-read when a step opens. */
export function useAvailableBedSpaces() {
  return useQuery({ queryKey: hostelKeys.available(), queryFn: fetchAvailableBedSpaces, staleTime: 0 });
}

/** The step pages' routes, in order (spec 2, "Student routes"). */
export const HOSTEL_ROUTES = {
  home: "/hostel",
  category: "/hostel/book_hostel",
  room: "/hostel/select_room",
  bed: "/hostel/bed_spaces",
  invoice: "/hostel/invoice",
  receipt: "/hostel_fees/receipt",
} as const;

export const invoiceHref = (invoiceNumber: string) =>
  `${HOSTEL_ROUTES.invoice}?${new URLSearchParams({ invoiceNumber })}`;
export const receiptHref = (invoiceNumber: string) =>
  `${HOSTEL_ROUTES.receipt}?${new URLSearchParams({ invoice: invoiceNumber })}`;

// The college's clock: a hold ends at a Lagos time, whatever the phone's own time zone.
const LAGOS_TIME = new Intl.DateTimeFormat("en-NG", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Africa/Lagos",
});

/** "30 November 2026 at 04:29" (Lagos) for a hold's end. */
export const heldUntilText = (iso: string) => LAGOS_TIME.format(new Date(iso));
