import { Button } from "@blueprintjs/core";
import { MenuIcon } from "@blueprintjs/icons";
import { Link } from "react-router-dom";
import { COLLEGE_NAME, COLLEGE_SHORT_NAME } from "../../app/college";
import { NotificationBell } from "../../features/notifications/NotificationBell";
import { logoFor } from "../season";
import { AvatarMenu } from "./AvatarMenu";

interface TopBarProps {
  fullName: string;
  menuOpen: boolean;
  /** The id of the side menu (or drawer) the menu button controls. */
  menuId: string;
  onToggleMenu: () => void;
  onLogout: () => void;
}

/** Menu button, logo, notification bell and avatar menu (spec section 2, "Application frame"). */
export function TopBar({ fullName, menuOpen, menuId, onToggleMenu, onLogout }: TopBarProps) {
  return (
    <header className="top-bar">
      <Button
        variant="minimal"
        icon={<MenuIcon />}
        aria-label={menuOpen ? "Hide menu" : "Show menu"}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      />
      {/* The link's name starts with the text it shows (WCAG 2.5.3, "label in name"). */}
      <Link to="/dashboard" className="top-bar-brand">
        <img src={logoFor(new Date())} alt="" width={36} height={36} />
        <span className="top-bar-college">{COLLEGE_SHORT_NAME}</span>
        <span className="visually-hidden">{` — ${COLLEGE_NAME} dashboard`}</span>
      </Link>
      <div className="top-bar-actions">
        <NotificationBell />
        <AvatarMenu fullName={fullName} onLogout={onLogout} />
      </div>
    </header>
  );
}
