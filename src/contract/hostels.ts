import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "./ids";
import { invoiceSchema } from "./payments";

/** The student's hostel calls (`/api/Hostel/…`, spec section 7 "Hostel"; issue 23). */

/** A bed space the signed-in student may book in the current session, with what it costs them. */
export const availableBedSpaceSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "bedSpaceId",
    "bedSpace",
    "hostelId",
    "hostel",
    "roomId",
    "room",
    "categoryId",
    "category",
    "price",
  ],
  properties: {
    bedSpaceId: { type: "integer" },
    /** The bed's own name in its room ("Bed 2"). */
    bedSpace: { type: "string" },
    hostelId: { type: "integer" },
    hostel: { type: "string" },
    roomId: { type: "integer" },
    /** The room's name in its hostel ("101"). */
    room: { type: "string" },
    categoryId: { type: "integer" },
    category: { type: "string" },
    /** The session's hostel fee for this student, in kobo (the fee setup's price). */
    price: { type: "integer" },
  },
} as const;
export type AvailableBedSpace = FromSchema<typeof availableBedSpaceSchema>;
export const availableBedSpaceListSchema = { type: "array", items: availableBedSpaceSchema } as const;

export const bookBedSpaceBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["bedSpaceId"],
  properties: { bedSpaceId: idSchema },
} as const;
export type BookBedSpaceBody = FromSchema<typeof bookBedSpaceBodySchema>;

export const RESERVATION_STATUSES = ["held", "confirmed", "expired", "released"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** A student's reservation of a bed for a session. */
export const reservationSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "reservationId",
    "sessionId",
    "session",
    "status",
    "heldUntil",
    "bedSpaceId",
    "bedSpace",
    "hostel",
    "room",
    "category",
    "invoiceNumber",
  ],
  properties: {
    reservationId: { type: "integer" },
    sessionId: { type: "integer" },
    session: { type: "string" },
    status: { type: "string", enum: RESERVATION_STATUSES },
    /** While `held`: when the bed goes back to others if the invoice is still unpaid. */
    heldUntil: { type: ["string", "null"], format: "date-time" },
    bedSpaceId: { type: "integer" },
    bedSpace: { type: "string" },
    hostel: { type: "string" },
    room: { type: "string" },
    category: { type: "string" },
    invoiceNumber: { type: ["string", "null"] },
  },
} as const;
export type Reservation = FromSchema<typeof reservationSchema>;

/** `POST /api/Hostel/book-bed-space`: the reservation and the invoice that pays it. */
export const bookingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["reservation", "invoice"],
  properties: { reservation: reservationSchema, invoice: invoiceSchema },
} as const;
export type Booking = FromSchema<typeof bookingSchema>;

export const BOOKING_WINDOW_STATES = ["none", "not_open", "open", "closed"] as const;

/** `GET /api/Hostel/my-hostel`: the current session, its booking window and the student's reservation. */
export const hostelStandingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["session", "window", "reservation"],
  properties: {
    session: {
      type: ["object", "null"],
      additionalProperties: false,
      required: ["id", "name"],
      properties: { id: { type: "integer" }, name: { type: "string" } },
    },
    window: {
      type: "object",
      additionalProperties: false,
      required: ["state", "opensOn", "closesOn", "holdHours", "message"],
      properties: {
        state: { type: "string", enum: BOOKING_WINDOW_STATES },
        opensOn: { type: ["string", "null"], format: "date" },
        closesOn: { type: ["string", "null"], format: "date" },
        holdHours: { type: ["integer", "null"] },
        /** What the student is told about booking now, in words. */
        message: { type: "string" },
      },
    },
    /** The student's live (held or confirmed) reservation of the session, else their latest one. */
    reservation: { anyOf: [reservationSchema, { type: "null" }] },
  },
} as const;
export type HostelStanding = FromSchema<typeof hostelStandingSchema>;
