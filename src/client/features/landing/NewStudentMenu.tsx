import { Button } from "@blueprintjs/core";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";

/**
 * The top bar's "New Student" drop-down. A plain disclosure rather than Blueprint's Popover:
 * Popover brings ~18 KB gzip of positioning code that the landing page's budget cannot carry.
 */
export function NewStudentMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("mousedown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <div className="new-student-menu" ref={root}>
      <Button
        variant="minimal"
        endIcon="caret-down"
        text="New Student"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      />
      {open && (
        <ul id={listId} className="bp6-menu new-student-menu-list">
          <li>
            <Link to="/verify_account" className="bp6-menu-item" onClick={() => setOpen(false)}>
              Verify Account
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
