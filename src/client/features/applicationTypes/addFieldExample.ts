/**
 * The field the editor's "How to add a field" panel shows: a required whole number with limits
 * and its own messages. Data, so a test can check it passes the meta-schema it teaches.
 */
export const ADD_FIELD_EXAMPLE = {
  step: "programme",
  key: "yearsOfExperience",
  schema: { type: "integer", title: "Years of experience", minimum: 0, maximum: 40 },
  ui: {
    "ui:widget": "updown",
    "ui:messages": {
      required: "please input your years of experience",
      integer: "please give whole years",
      maximum: "at most {limit} years",
    },
  },
} as const;

/** `"key": value` as it is typed into the file, without the surrounding braces. */
export function asJsonMember(key: string, value: unknown): string {
  return `${JSON.stringify(key)}: ${JSON.stringify(value, null, 2)}`;
}
