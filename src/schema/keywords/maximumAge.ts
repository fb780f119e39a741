import { birthYearLimit } from "../keywordKit/birthYearLimit";
import { collegeYear } from "../keywordKit/collegeYear";

const thisYear = collegeYear();

/** Maximum age by year on a date of birth (spec 5: "age is at most 80 by year"). */
export const maximumAge = birthYearLimit({
  name: "maximumAge",
  rule: "A date of birth whose year is at most the given number of years before the current year (age by year).",
  message: "age must not be more than {limit} years",
  bound: "maximum",
  examples: {
    schema: 80,
    valid: ["1990-05-17", `${thisYear - 80}-01-01`, `${thisYear - 20}/06/15`, `${thisYear}-01-01`],
    invalid: ["1900-01-01", `${thisYear - 81}-12-31`, "0001-01-01T00:00:00", "not a date"],
  },
});
