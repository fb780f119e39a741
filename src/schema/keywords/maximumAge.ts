import { ageLimit } from "../keywordKit/ageLimit";
import { collegeDateYearsAgo } from "../keywordKit/collegeYear";

/**
 * Maximum age on a date of birth (spec 5: "age is at most 80"), counted by the full date: 80
 * until the day before the 81st birthday.
 */
export const maximumAge = ageLimit({
  name: "maximumAge",
  rule: "A date of birth less than the given number of years plus one before today (age in whole years: one younger until the birthday).",
  message: "age must not be more than {limit} years",
  bound: "maximum",
  examples: {
    schema: 80,
    valid: [
      "1990-05-17",
      collegeDateYearsAgo(81, 1),
      collegeDateYearsAgo(20).replaceAll("-", "/"),
      collegeDateYearsAgo(0),
    ],
    invalid: ["1900-01-01", collegeDateYearsAgo(81), "0001-01-01T00:00:00", "not a date"],
  },
});
