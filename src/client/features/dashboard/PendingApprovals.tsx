import { Callout, Classes } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import type { StaffPost } from "../../api/dashboard";

const BORROWED_COURSE_APPROVALS = "/course_management/approved_borrowed_reg";
const REQUESTED = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });
const POST_TITLES: Record<StaffPost["post"], string> = { hod: "Head of Department", dean: "Dean" };

function waiting(n: number): string {
  return n === 1
    ? "1 borrowed-course request is waiting for your decision."
    : `${n} borrowed-course requests are waiting for your decision.`;
}

interface PendingApprovalsProps {
  posts: readonly StaffPost[];
  /** True for a head of department or dean by role: they are told when no post is assigned yet. */
  holdsApprovingRole: boolean;
}

/** For a head of department or dean: the borrowed-course requests of their department or School. */
export function PendingApprovals({ posts, holdsApprovingRole }: PendingApprovalsProps) {
  if (posts.length === 0 && !holdsApprovingRole) return null;
  return (
    <section aria-labelledby="approvals-title" className={`${Classes.CARD} dashboard-section approvals`}>
      <h2 id="approvals-title">Pending approvals</h2>
      {posts.length === 0 && (
        <Callout intent="primary">
          No department or School is assigned to you yet, so there is nothing for you to approve here.
        </Callout>
      )}
      {posts.map((post) => (
        <div key={`${post.post}-${post.unitId}`} className="approval-post">
          <h3>
            {POST_TITLES[post.post]}, {post.unitName}
          </h3>
          <p>{waiting(post.pendingBorrowedCourseRequests)}</p>
          {post.oldestPendingRequests.length > 0 && (
            <ul className="approval-list" aria-label={`Longest-waiting requests, ${post.unitName}`}>
              {post.oldestPendingRequests.map((request) => (
                <li key={request.id}>
                  <strong>{request.regNumber}</strong> — {request.courseCode} {request.courseTitle}
                  <span className="approval-meta">
                    Requested {REQUESTED.format(new Date(request.requestedAt))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {posts.length > 0 && <Link to={BORROWED_COURSE_APPROVALS}>Review borrowed courses</Link>}
    </section>
  );
}
