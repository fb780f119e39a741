import type { SuccessEnvelope } from "../../contract/envelope";
import type { AvailableBedSpace, Booking, HostelStanding } from "../../contract/hostels";
import { getData, http } from "./http";

/** The student's hostel calls (server: src/server/modules/hostels/routes.ts). */

export function fetchHostelStanding(): Promise<HostelStanding> {
  return getData<HostelStanding>("/Hostel/my-hostel");
}

export function fetchAvailableBedSpaces(): Promise<AvailableBedSpace[]> {
  return getData<AvailableBedSpace[]>("/Hostel/available-bed-spaces");
}

export async function bookBedSpace(bedSpaceId: number): Promise<Booking> {
  const res = await http.post<SuccessEnvelope<Booking>>("/Hostel/book-bed-space", { bedSpaceId });
  return res.data.data;
}
