/**
 * Limits every request meets before a route sees it (plugins/validation.ts). Generous for any real
 * form, small enough that no input can overflow a stack, a column or the answer.
 */

/** PostgreSQL `integer` (int4): the default bounds of every integer in a route schema. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** Objects and arrays inside one another; a whole application with its sections needs under ten. */
export const MAX_JSON_DEPTH = 32;

/** Field errors in one answer: the first ones are enough to fix a request. */
export const MAX_FIELD_ERRORS = 50;
