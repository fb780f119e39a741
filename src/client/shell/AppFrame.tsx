import { lazy, Suspense, useState } from "react";
import { Outlet } from "react-router-dom";
import { endImpersonation } from "../session/sessionLifecycle";
import { useSession } from "../session/useSession";
import { useNarrowScreen } from "../ui/useNarrowScreen";
import { BreadcrumbBar } from "./breadcrumbs/BreadcrumbBar";
import { CurrentPageNameProvider } from "./breadcrumbs/currentPageName";
import { ImpersonationBanner } from "./impersonation/ImpersonationBanner";
import { SideMenu } from "./menu/SideMenu";
import { SideMenuDrawer } from "./menu/SideMenuDrawer";
import { useMenuEntries } from "./menu/useMenuEntries";
import { seasonalAccentClass } from "./season";
import { SignOutDialog } from "./signout/SignOutDialog";
import { signOutToLanding } from "./signout/signOutToLanding";
import { TopBar } from "./topbar/TopBar";
import "../ui/visuallyHidden.css";
import "./shell.css";

const SIDE_MENU_ID = "side-menu";

/** Fetched only for a session the server asks to rate (most sessions never need its code). */
const RatingPrompt = lazy(() =>
  import("../features/rating/RatingPrompt").then((module) => ({ default: module.RatingPrompt })),
);

/**
 * The signed-in application frame (spec section 2): top bar, side menu (a drawer on narrow
 * screens), impersonation banner, breadcrumbs, the page, and the sign-out confirmation.
 */
export default function AppFrame() {
  const session = useSession();
  const narrow = useNarrowScreen();
  // Wide screens start with the menu shown; the drawer starts closed. Each keeps its own choice.
  const [wideMenuOpen, setWideMenuOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const entries = useMenuEntries();

  // The router swaps this frame out when the session ends; nothing to show in between.
  if (!session) return null;

  const menuOpen = narrow ? drawerOpen : wideMenuOpen;
  const toggleMenu = () => (narrow ? setDrawerOpen((open) => !open) : setWideMenuOpen((open) => !open));
  const frameClass = ["app-frame", seasonalAccentClass(new Date()), menuOpen && !narrow ? "menu-open" : ""]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={frameClass}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <TopBar
        fullName={session.profile.fullName}
        menuOpen={menuOpen}
        menuId={SIDE_MENU_ID}
        onToggleMenu={toggleMenu}
        onLogout={() => setConfirmingSignOut(true)}
      />
      <ImpersonationBanner session={session} onEndSession={endImpersonation} />
      <div className="app-body">
        {narrow ? (
          <SideMenuDrawer
            menuId={SIDE_MENU_ID}
            entries={entries}
            isOpen={drawerOpen}
            onClose={() => setDrawerOpen(false)}
          />
        ) : (
          wideMenuOpen && <SideMenu id={SIDE_MENU_ID} entries={entries} />
        )}
        <main id="main-content" className="app-main" tabIndex={-1}>
          <CurrentPageNameProvider>
            <BreadcrumbBar entries={entries} />
            <Outlet />
          </CurrentPageNameProvider>
        </main>
      </div>
      <SignOutDialog
        isOpen={confirmingSignOut}
        onCancel={() => setConfirmingSignOut(false)}
        onConfirm={signOutToLanding}
      />
      {/* A rating is the user's own opinion: nobody acting as them may give it. */}
      {session.profile.displayCSATModal && !session.profile.isImpersonating ? (
        <Suspense fallback={null}>
          <RatingPrompt />
        </Suspense>
      ) : null}
    </div>
  );
}
