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
  useEffect(() => {
    if (noticeCount === undefined || noticeCount === 0 || alreadyShown()) return;
    try {
      sessionStorage.setItem(SEEN_KEY, "1");
    } catch {
      // Private mode without storage: the modal may open again on the next visit, which is harmless.
    }
    setOpen(true);
  }, [noticeCount]);
  return { isOpen, open: () => setOpen(true), close: () => setOpen(false) };
}
