/**
 * Whether the last session ended because the server stopped taking its token (a 401: expired, or
 * signed out elsewhere), not because the user signed out. The signed-out route table then shows
 * the sign-in page at the address the user was on, with a word on why, so signing in again
 * returns there (issue 25: a signed-out type editor was dropped on the landing page without a word).
 */
let endedByServer = false;

export const sessionEnded = {
  byServer(): void {
    endedByServer = true;
  },
  clear(): void {
    endedByServer = false;
  },
  get wasByServer(): boolean {
    return endedByServer;
  },
};

/** What the sign-in page says after such an ending. */
export const SESSION_ENDED_NOTICE =
  "Your session has ended (it expired or was closed elsewhere). Sign in again to return to this page.";
