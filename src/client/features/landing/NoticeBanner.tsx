import { Button } from "@blueprintjs/core";
import { useMemo } from "react";
import type { Notice } from "../../api/notices";
import { htmlToText } from "../../ui/sanitizeHtml";
import { bannerExcerpt } from "./noticeCategories";

interface NoticeBannerProps {
  notice: Notice;
  onOpen: () => void;
  onClose: () => void;
}

export function NoticeBanner({ notice, onOpen, onClose }: NoticeBannerProps) {
  const text = useMemo(() => htmlToText(notice.description), [notice.description]);
  const excerpt = bannerExcerpt(text);
  return (
    <aside className="notice-banner" aria-label="Latest notice">
      <div className="notice-banner-text">
        <strong className="notice-banner-title">{notice.title}</strong>
        {/* One flex item: on a phone the ellipsis wraps with its words, not onto a line of its own. */}
        <span>
          <span className="notice-banner-excerpt" data-testid="notice-banner-excerpt">
            {excerpt}
          </span>
          {excerpt.length < text.length && <span aria-hidden="true">…</span>}
        </span>
      </div>
      <Button size="small" intent="primary" variant="outlined" text="Read notices" onClick={onOpen} />
      <Button
        size="small"
        variant="minimal"
        icon="cross"
        aria-label="Close notice banner"
        onClick={onClose}
      />
    </aside>
  );
}
