import { useEffect, useState } from "react";

const SEEN_KEY = "matric.noticesShown";

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The General Notice modal opens by itself once, after the notices have loaded and only when
 * there is at least one; afterwards only the banner's button opens it (once per browser tab).
 */
export function useNoticeModal(noticeCount: number | undefined) {
  const [isOpen, setOpen] = useState(false);
  /** The notices have loaded and the modal has opened by itself or, as decided, has not. */
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (noticeCount === undefined) return;
    setSettled(true);
    if (noticeCount === 0 || alreadyShown()) return;
    try {
      sessionStorage.setItem(SEEN_KEY, "1");
    } catch {
      // Private mode without storage: the modal may open again on the next visit, which is harmless.
    }
    setOpen(true);
  }, [noticeCount]);
  /** For the page's `data-notice-modal`: what the page shows, once it is decided (tests wait on it). */
  const state = settled ? (isOpen ? "open" : "closed") : "pending";
  return { isOpen, state, open: () => setOpen(true), close: () => setOpen(false) };
}
