import { birthYearLimit } from "../keywordKit/birthYearLimit";
import { collegeYear } from "../keywordKit/collegeYear";

const thisYear = collegeYear();

/**
 * Minimum age by year on a date of birth (spec 5: the source check is ambiguous; we read it as
 * "at least 15"). The README shows the first (year-independent) examples; the others follow today's year.
 */
export const minimumAge = birthYearLimit({
  name: "minimumAge",
  rule: "A date of birth whose year is at least the given number of years before the current year (age by year).",
  message: "you must be at least {limit} years old",
  bound: "minimum",
  examples: {
    schema: 15,
    valid: [
      "1990-05-17",
      `${thisYear - 15}-12-31`,
      `${thisYear - 40}/01/01`,
      `${thisYear - 15}-01-01T00:00:00Z`,
    ],
    invalid: ["2999-01-01", `${thisYear - 14}-01-01`, `${thisYear}-01-01`, "not a date", ""],
  },
});
