/**
 * ajv's own wording ("must have required property 'X'", "must be <= 40", "must be integer",
 * `must match format "email"`, draft-04's "should …"): what must never reach a person.
 */
export const RAW_VALIDATOR_WORDING =
  /\bmust (NOT |have |match |pass |be (equal|>=|<=|>|<|integer|number|string|boolean|array|object|null|multiple))|property '|\bshould |"(then|else)" schema/;
