import { Button, Menu, MenuDivider, MenuItem, PopoverNext, PopupKind } from "@blueprintjs/core";
import { CaretDownIcon, KeyIcon, LogOutIcon, UserIcon } from "@blueprintjs/icons";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { initialsOf } from "../initials";

interface AvatarMenuProps {
  fullName: string;
  onLogout: () => void;
}

/** The user's initials and name, opening Manage Profile, Change Password and Logout (spec section 2). */
export function AvatarMenu({ fullName, onLogout }: AvatarMenuProps) {
  const navigate = useNavigate();
  // Menu items are links (open in a new tab works), followed inside the app on a plain click.
  const goTo = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    void navigate(path);
  };
  const menu = (
    <Menu aria-label="Account">
      <MenuItem icon={<UserIcon />} text="Manage Profile" href="/profile" onClick={goTo("/profile")} />
      <MenuItem
        icon={<KeyIcon />}
        text="Change Password"
        href="/change_password"
        onClick={goTo("/change_password")}
      />
      <MenuDivider />
      <MenuItem icon={<LogOutIcon />} text="Logout" onClick={onLogout} />
    </Menu>
  );
  return (
    // PopoverNext (floating-ui): Blueprint 6's Popover mis-positions its content under React 19.
    <PopoverNext content={menu} placement="bottom-end" popupKind={PopupKind.MENU}>
      <Button
        variant="minimal"
        className="avatar-button"
        aria-label={`Account menu for ${fullName}`}
        endIcon={<CaretDownIcon />}
      >
        {/* Initials drawn by CSS from the attribute: shown, but not text that the button's name
            ("Account menu for …") would have to contain (WCAG 2.5.3, "label in name"). */}
        <span className="avatar-initials" data-initials={initialsOf(fullName)} aria-hidden="true" />
        <span className="avatar-name">{fullName}</span>
      </Button>
    </PopoverNext>
  );
}
