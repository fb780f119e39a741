import { describe, expect, it } from "vitest";
import {
  type BedChoice,
  bedChoices,
  categoryChoices,
  holdInWords,
  holdUntil,
  mayBookCategory,
  roomChoices,
  windowMessage,
  windowState,
} from "./bookingRules";

const nceMan = { genderId: 1, levelId: 2, studentTypeId: 1, programmeId: 10 };

describe("who may book a category", () => {
  it("admits anyone to a category with no gender and no rules", () => {
    expect(mayBookCategory(nceMan, { genderId: null, rules: [] })).toBe(true);
  });

  it("admits only the category's gender", () => {
    expect(mayBookCategory(nceMan, { genderId: 2, rules: [] })).toBe(false);
    expect(mayBookCategory(nceMan, { genderId: 1, rules: [] })).toBe(true);
    expect(mayBookCategory({ ...nceMan, genderId: null }, { genderId: 1, rules: [] })).toBe(false);
  });

  it("admits a student one rule matches, every filled column matching and empty ones matching anyone", () => {
    const nceOrJupeb = {
      genderId: null,
      rules: [
        { levelId: null, studentTypeId: 1, programmeId: null },
        { levelId: null, studentTypeId: 50, programmeId: null },
      ],
    };
    expect(mayBookCategory(nceMan, nceOrJupeb)).toBe(true);
    expect(mayBookCategory({ ...nceMan, studentTypeId: 50 }, nceOrJupeb)).toBe(true);
    expect(mayBookCategory({ ...nceMan, studentTypeId: 7 }, nceOrJupeb)).toBe(false);
    const firstYearsOfProgramme = {
      genderId: null,
      rules: [{ levelId: 1, studentTypeId: null, programmeId: 10 }],
    };
    expect(mayBookCategory(nceMan, firstYearsOfProgramme)).toBe(false);
    expect(mayBookCategory({ ...nceMan, levelId: 1 }, firstYearsOfProgramme)).toBe(true);
    expect(mayBookCategory({ ...nceMan, levelId: 1, programmeId: 11 }, firstYearsOfProgramme)).toBe(false);
  });
});

describe("the booking window", () => {
  const window = { opensOn: "2026-10-05", closesOn: "2026-12-18", holdHours: 48 };

  it("is open from its first to its last day, both included", () => {
    expect(windowState(window, "2026-10-04")).toBe("not_open");
    expect(windowState(window, "2026-10-05")).toBe("open");
    expect(windowState(window, "2026-12-18")).toBe("open");
    expect(windowState(window, "2026-12-19")).toBe("closed");
    expect(windowState(null, "2026-12-19")).toBe("none");
  });

  it("tells the student where it stands in words", () => {
    expect(windowMessage(window, "2026-10-01", "2026/2027")).toBe(
      "Hostel booking for 2026/2027 opens on 5 October 2026.",
    );
    expect(windowMessage(window, "2026-11-01", "2026/2027")).toBe(
      "Hostel booking for 2026/2027 is open until 18 December 2026. A bed you book is held for 2 days while its invoice is unpaid.",
    );
    expect(windowMessage(window, "2027-01-01", "2026/2027")).toBe(
      "Hostel booking for 2026/2027 closed on 18 December 2026.",
    );
    expect(windowMessage(null, "2027-01-01", "2026/2027")).toBe(
      "Hostel booking for 2026/2027 has not been scheduled yet.",
    );
  });

  it("holds a bed for the window's hours", () => {
    expect(holdUntil(new Date("2026-11-01T10:00:00Z"), 48).toISOString()).toBe("2026-11-03T10:00:00.000Z");
    expect(holdInWords(1)).toBe("1 hour");
    expect(holdInWords(36)).toBe("36 hours");
    expect(holdInWords(24)).toBe("1 day");
    expect(holdInWords(72)).toBe("3 days");
  });
});

describe("grouping the free beds for the choice steps", () => {
  const bed = (
    bedSpaceId: number,
    roomId: number,
    room: string,
    bedSpace: string,
    categoryId = 1,
  ): BedChoice => ({
    bedSpaceId,
    bedSpace,
    hostelId: roomId > 10 ? 2 : 1,
    hostel: roomId > 10 ? "Amina Hall" : "Sardauna Hall",
    roomId,
    room,
    categoryId,
    category: categoryId === 1 ? "NCE and JUPEB" : "Female",
    price: 3_500_000,
  });
  const beds = [
    bed(1, 1, "10", "Bed 10"),
    bed(2, 1, "10", "Bed 2"),
    bed(3, 2, "9", "Bed 1"),
    bed(4, 11, "1", "Bed 1", 2),
  ];

  it("lists categories by name with their free beds, hostels and price", () => {
    expect(categoryChoices(beds)).toEqual([
      { categoryId: 2, category: "Female", freeBeds: 1, hostels: ["Amina Hall"], price: 3_500_000 },
      { categoryId: 1, category: "NCE and JUPEB", freeBeds: 3, hostels: ["Sardauna Hall"], price: 3_500_000 },
    ]);
  });

  it("lists a category's rooms in number order, and a room's beds in number order", () => {
    expect(roomChoices(beds, 1).map((room) => [room.room, room.freeBeds])).toEqual([
      ["9", 1],
      ["10", 2],
    ]);
    expect(roomChoices(beds, 3)).toEqual([]);
    expect(bedChoices(beds, 1).map((choice) => choice.bedSpace)).toEqual(["Bed 2", "Bed 10"]);
  });
});
