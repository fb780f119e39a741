import { Button, Dialog, DialogBody, DialogFooter, Tag } from "@blueprintjs/core";
import type { Notice } from "../../api/notices";
import { formatDate } from "../../ui/format";
import { SafeHtml } from "../../ui/SafeHtml";
import { noticeBadge } from "./noticeCategories";

/** Spec: the modal's close animation lasts 500 ms (the CSS in landing.css matches). */
export const NOTICE_MODAL_TRANSITION_MS = 500;

interface GeneralNoticeModalProps {
  notices: readonly Notice[];
  isOpen: boolean;
  onClose: () => void;
}

function CategoryBadge({ category }: { category: string }) {
  const badge = noticeBadge(category);
  if (!badge) return <span className="notice-category-unknown">-</span>;
  return (
    <Tag intent={badge.intent} round>
      {badge.label}
    </Tag>
  );
}

export function GeneralNoticeModal({ notices, isOpen, onClose }: GeneralNoticeModalProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="General Notice"
      className="general-notice-dialog"
      portalClassName="general-notice-portal"
      transitionDuration={NOTICE_MODAL_TRANSITION_MS}
    >
      <DialogBody className="general-notice-body">
        <ul className="general-notice-list">
          {notices.map((notice) => (
            <li key={notice.id} className="general-notice-item">
              <div className="general-notice-meta">
                <CategoryBadge category={notice.category} />
                <time dateTime={notice.startDate}>{formatDate(notice.startDate)}</time>
              </div>
              <h3>{notice.title}</h3>
              <SafeHtml className="general-notice-description" html={notice.description} />
              <p className="general-notice-sender">— {notice.senderName}</p>
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
