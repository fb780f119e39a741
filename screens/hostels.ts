import type { ScreenRoute } from "./types";

/**
 * The student's hostel booking (spec 2, "Student routes"; issue 23): the page, the three choice
 * steps and the invoice. The receipt, /hostel_fees/receipt, is one of the student's receipt pages
 * (studentDocuments.ts); the hostel office's screens are resource files.
 */
export const studentHostelScreens: ScreenRoute[] = [
  { path: "/hostel", load: () => import("../src/client/features/hostels/HostelHome") },
  { path: "/hostel/book_hostel", load: () => import("../src/client/features/hostels/BookHostel") },
  { path: "/hostel/select_room", load: () => import("../src/client/features/hostels/SelectRoom") },
  { path: "/hostel/bed_spaces", load: () => import("../src/client/features/hostels/BedSpaces") },
  { path: "/hostel/invoice", load: () => import("../src/client/features/hostels/HostelInvoice") },
];
