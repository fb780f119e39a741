/**
 * What one upload may cost the server (issue 14, section 3). A department's list of 5,000 rows is
 * a few megabytes of sheet XML; a file that unpacks to more is refused before anything parses it.
 */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const MAX_UPLOAD_ROWS = 5000;

/** All parts of an .xlsx together, unpacked. */
export const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;
/** Parts of an .xlsx: a workbook has a dozen or so. */
export const MAX_ZIP_ENTRIES = 500;

/** The worker that reads a file is stopped past these (a backstop: the checks above come first). */
export const PARSE_TIMEOUT_MS = 20_000;
export const PARSE_MEMORY_MB = 256;

/** Uploads being read at once: per person, and on the whole server. */
export const MAX_UPLOADS_PER_USER = 2;
export const MAX_UPLOADS_AT_ONCE = 4;
