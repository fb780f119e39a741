import { Outlet } from "react-router-dom";

/** The signed-in application frame (header, side menu, top bar) — see the shell issue. */
export default function AppFrame() {
  return (
    <div className="app-frame">
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
