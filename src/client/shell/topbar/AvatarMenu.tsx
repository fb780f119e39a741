import { Button } from "@blueprintjs/core";
import { CaretDownIcon } from "@blueprintjs/icons";
import { lazy, Suspense, useState } from "react";
import { initialsOf } from "../initials";

interface AvatarMenuProps {
  fullName: string;
  onLogout: () => void;
}

const loadPopover = () => import("./AccountPopover");
const AccountPopover = lazy(loadPopover);

/**
 * The user's initials and name, opening Manage Profile, Change Password and Logout (spec section 2).
 * The popover's code (floating-ui, ~18 KB gzip) is fetched when the avatar is first pointed at or
 * focused, not with every signed-in page; the first click mounts it open.
 */
export function AvatarMenu({ fullName, onLogout }: AvatarMenuProps) {
  // Once clicked, the popover stays mounted and opens and closes by itself.
  const [clicked, setClicked] = useState(false);
  const preload = () => void loadPopover();
  const avatar = (
    <Button
      variant="minimal"
      className="avatar-button"
      aria-label={`Account menu for ${fullName}`}
      endIcon={<CaretDownIcon />}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setClicked(true)}
    >
      {/* Initials drawn by CSS from the attribute: shown, but not text that the button's name
          ("Account menu for …") would have to contain (WCAG 2.5.3, "label in name"). */}
      <span className="avatar-initials" data-initials={initialsOf(fullName)} aria-hidden="true" />
      <span className="avatar-name">{fullName}</span>
    </Button>
  );
  if (!clicked) return avatar;
  return (
    <Suspense fallback={avatar}>
      <AccountPopover onLogout={onLogout}>{avatar}</AccountPopover>
    </Suspense>
  );
}
