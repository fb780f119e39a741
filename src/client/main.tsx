import "@blueprintjs/core/lib/css/blueprint.css";
import "./app/base.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { installIconLoader } from "./app/iconLoader";
import { installHttpAuth } from "./session/httpAuth";
import { mayHaveSession } from "./session/sessionHint";
import { renewSession } from "./session/sessionLifecycle";
import { sessionStore } from "./session/sessionStore";

installIconLoader();
installHttpAuth();
// Restore a session from the refresh cookie; visitors who never signed in skip the call.
if (mayHaveSession()) void renewSession();
else sessionStore.markRestored();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
