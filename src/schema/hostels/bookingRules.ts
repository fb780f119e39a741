/**
 * The hostel booking rules, framework-free (issue 23): who may book a category, whether the
 * session's booking window is open, how long an unpaid booking holds its bed, and what a refused
 * booking says. The server decides with them; the student's screens group the beds with them.
 */

/** What a category's rules look at in a student. */
export interface HostelStudent {
  genderId: number | null;
  levelId: number;
  studentTypeId: number;
  programmeId: number;
}

/** One "who may book" row: every column given must match; null matches anyone. */
export interface CategoryRule {
  levelId: number | null;
  studentTypeId: number | null;
  programmeId: number | null;
}

export interface HostelCategory {
  /** null: any gender. */
  genderId: number | null;
  rules: readonly CategoryRule[];
}

/** A category admits a student of its gender (any, when it names none) whom one of its rules matches (any, when it has none). */
export function mayBookCategory(student: HostelStudent, category: HostelCategory): boolean {
  if (category.genderId !== null && category.genderId !== student.genderId) return false;
  if (category.rules.length === 0) return true;
  return category.rules.some(
    (rule) =>
      (rule.levelId === null || rule.levelId === student.levelId) &&
      (rule.studentTypeId === null || rule.studentTypeId === student.studentTypeId) &&
      (rule.programmeId === null || rule.programmeId === student.programmeId),
  );
}

export interface BookingWindow {
  /** YYYY-MM-DD, inclusive. */
  opensOn: string;
  /** YYYY-MM-DD, inclusive. */
  closesOn: string;
  holdHours: number;
}

export type WindowState = "none" | "not_open" | "open" | "closed";

const DAY_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "5 January 2027" for a YYYY-MM-DD day. */
export function dayInWords(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}

/** Where the window stands on `today` (YYYY-MM-DD, the college's calendar day). */
export function windowState(window: BookingWindow | null, today: string): WindowState {
  if (!window) return "none";
  if (today < window.opensOn) return "not_open";
  if (today > window.closesOn) return "closed";
  return "open";
}

/** What the student is told about booking in the session now. */
export function windowMessage(window: BookingWindow | null, today: string, session: string): string {
  const state = windowState(window, today);
  if (!window || state === "none") return `Hostel booking for ${session} has not been scheduled yet.`;
  if (state === "not_open") return `Hostel booking for ${session} opens on ${dayInWords(window.opensOn)}.`;
  if (state === "closed") return `Hostel booking for ${session} closed on ${dayInWords(window.closesOn)}.`;
  return `Hostel booking for ${session} is open until ${dayInWords(window.closesOn)}. A bed you book is held for ${holdInWords(window.holdHours)} while its invoice is unpaid.`;
}

/** "48 hours", "1 hour", "3 days" (whole days only when exact). */
export function holdInWords(hours: number): string {
  if (hours >= 24 && hours % 24 === 0) {
    const days = hours / 24;
    return days === 1 ? "1 day" : `${days} days`;
  }
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** Until when a bed booked at `now` is held unpaid. */
export function holdUntil(now: Date, holdHours: number): Date {
  return new Date(now.getTime() + holdHours * 3_600_000);
}

/** Why a booking was refused, in the words the student reads (409s and 403s of book-bed-space). */
export const BOOKING_REFUSALS = {
  bedTaken: "This bed space has just been taken by another student. Please choose another bed space.",
  alreadyHolds: (session: string) =>
    `You already have a bed space for ${session}. You can hold only one bed space in a session.`,
  notYours:
    "This bed space is in a category you may not book. Please choose from the bed spaces offered to you.",
  outOfService: "This bed space is not available for booking. Please choose another bed space.",
} as const;

/** A bed the student may book, as the screens group them (the API's available bed spaces). */
export interface BedChoice {
  bedSpaceId: number;
  bedSpace: string;
  hostelId: number;
  hostel: string;
  roomId: number;
  room: string;
  categoryId: number;
  category: string;
  price: number;
}

export interface CategoryChoice {
  categoryId: number;
  category: string;
  freeBeds: number;
  hostels: string[];
  price: number;
}

export interface RoomChoice {
  roomId: number;
  room: string;
  hostel: string;
  freeBeds: number;
}

/** The categories among the beds, by name, with how many free beds each has and in which hostels. */
export function categoryChoices(beds: readonly BedChoice[]): CategoryChoice[] {
  const byId = new Map<number, CategoryChoice>();
  for (const bed of beds) {
    const choice = byId.get(bed.categoryId) ?? {
      categoryId: bed.categoryId,
      category: bed.category,
      freeBeds: 0,
      hostels: [],
      price: bed.price,
    };
    choice.freeBeds += 1;
    if (!choice.hostels.includes(bed.hostel)) choice.hostels.push(bed.hostel);
    byId.set(bed.categoryId, choice);
  }
  return [...byId.values()].sort((a, b) => a.category.localeCompare(b.category));
}

/** The rooms of one category with free beds, by hostel then room name ("2" before "10"). */
export function roomChoices(beds: readonly BedChoice[], categoryId: number): RoomChoice[] {
  const byId = new Map<number, RoomChoice>();
  for (const bed of beds) {
    if (bed.categoryId !== categoryId) continue;
    const room = byId.get(bed.roomId) ?? {
      roomId: bed.roomId,
      room: bed.room,
      hostel: bed.hostel,
      freeBeds: 0,
    };
    room.freeBeds += 1;
    byId.set(bed.roomId, room);
  }
  return [...byId.values()].sort(
    (a, b) => a.hostel.localeCompare(b.hostel) || a.room.localeCompare(b.room, undefined, { numeric: true }),
  );
}

/** The free beds of one room, by name ("Bed 2" before "Bed 10"). */
export function bedChoices(beds: readonly BedChoice[], roomId: number): BedChoice[] {
  return beds
    .filter((bed) => bed.roomId === roomId)
    .sort((a, b) => a.bedSpace.localeCompare(b.bedSpace, undefined, { numeric: true }));
}
