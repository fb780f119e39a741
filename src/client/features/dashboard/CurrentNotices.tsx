import { Callout, Classes, Spinner, Tag } from "@blueprintjs/core";
import { type Notice, useRecentNotices } from "../../api/notices";

const NOTICE_DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });

function noticeDate(notice: Notice): string {
  const date = new Date(notice.startDate);
  return Number.isNaN(date.getTime()) ? notice.startDate : NOTICE_DATE.format(date);
}

/** The college's current notices (GET /api/Notices/recent): how many, and their titles. */
export function CurrentNotices() {
  const notices = useRecentNotices();
  return (
    <section
      className={`${Classes.CARD} dashboard-section notices-card`}
      aria-labelledby="current-notices-title"
    >
      <h2 id="current-notices-title">Current notices</h2>
      {notices.data && (
        <p className="notice-count">
          <Tag round intent="primary">
            {notices.data.length}
          </Tag>{" "}
          {notices.data.length === 1 ? "notice is" : "notices are"} current.
        </p>
      )}
      {notices.isPending && <Spinner size={20} aria-label="Loading notices" />}
      {notices.isError && <Callout intent="warning">The notices could not be loaded just now.</Callout>}
      {notices.data && notices.data.length > 0 && (
        <ul className="notice-list">
          {notices.data.map((notice) => (
            <li key={notice.id}>
              <strong>{notice.title}</strong>
              <span className="notice-meta">
                {notice.category} · {noticeDate(notice)} · {notice.senderName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
