import { Menu, MenuDivider, MenuItem, PopoverAnimation, PopoverNext, PopupKind } from "@blueprintjs/core";
import { KeyIcon, LogOutIcon, UserIcon } from "@blueprintjs/icons";
import type { MouseEvent, ReactElement } from "react";
import { useNavigate } from "react-router-dom";

interface AccountPopoverProps {
  onLogout: () => void;
  /** The avatar button it opens from. */
  children: ReactElement;
}

/**
 * The account menu's popover: Manage Profile, Change Password and Logout (spec section 2). Its own
 * chunk (with floating-ui), loaded the first time the avatar is pointed at, focused or clicked.
 */
export default function AccountPopover({ onLogout, children }: AccountPopoverProps) {
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
    // Open at once: it mounts because the avatar was clicked. A fade, not the default scale-up: a
    // menu that grows under the pointer can take a quick click on a busy machine somewhere else.
    <PopoverNext
      content={menu}
      placement="bottom-end"
      popupKind={PopupKind.MENU}
      animation={PopoverAnimation.MINIMAL}
      defaultIsOpen
    >
      {children}
    </PopoverNext>
  );
}
