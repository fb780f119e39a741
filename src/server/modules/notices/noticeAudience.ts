/**
 * Who a notice is for (migration 0235: each category's `audience`), and which audiences a reader
 * belongs to. The notice list asks the database for the reader's audiences only, so what a person
 * is not meant to read never leaves the server.
 */
export const NOTICE_AUDIENCES = [
  "everyone",
  "public",
  "students",
  "undergraduate",
  "postgraduate",
  "staff",
] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** Who is reading: a visitor or applicant (signed out), a student of a kind of programme, or staff. */
export type NoticeReader =
  | { kind: "public" }
  | { kind: "student"; postgraduate: boolean }
  | { kind: "staff" };

/**
 * The audiences whose notices a reader sees: everyone's, and their own. A student sees notices
 * for all students and for their own level of study (an NCE student the undergraduate ones, a
 * PGDE student the postgraduate ones), never the staff's or the applicants'.
 */
export function audiencesOf(reader: NoticeReader): NoticeAudience[] {
  switch (reader.kind) {
    case "public":
      return ["everyone", "public"];
    case "staff":
      return ["everyone", "staff"];
    case "student":
      return ["everyone", "students", reader.postgraduate ? "postgraduate" : "undergraduate"];
  }
}
