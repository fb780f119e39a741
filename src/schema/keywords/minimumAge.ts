import { ageLimit } from "../keywordKit/ageLimit";
import { collegeDateYearsAgo } from "../keywordKit/collegeYear";

/**
 * Minimum age on a date of birth (spec 5: the source check is ambiguous; we read it as "at least
 * 15"), counted by the full date. The README shows the first (date-independent) examples; the
 * others follow today's date: 15 today passes, 15 tomorrow does not.
 */
export const minimumAge = ageLimit({
  name: "minimumAge",
  rule: "A date of birth at least the given number of years before today (age in whole years: one younger until the birthday).",
  message: "you must be at least {limit} years old",
  bound: "minimum",
  examples: {
    schema: 15,
    valid: [
      "1990-05-17",
      collegeDateYearsAgo(15),
      collegeDateYearsAgo(40).replaceAll("-", "/"),
      `${collegeDateYearsAgo(15, -1)}T00:00:00Z`,
    ],
    invalid: ["2999-01-01", collegeDateYearsAgo(15, 1), collegeDateYearsAgo(0), "not a date", ""],
  },
});
