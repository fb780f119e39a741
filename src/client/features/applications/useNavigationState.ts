import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * The page's navigation state when it has the expected shape; otherwise the page goes back to
 * the previous page — or home when it was opened directly (spec section 2: "reachable only with
 * navigation state; otherwise returns to the previous page"). React Router keeps the state in
 * the browser's history entry, so a reload or a return from the payment gateway keeps it.
 */
export function useNavigationState<T>(isExpected: (state: unknown) => state is T): T | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  const found = isExpected(state) ? state : undefined;

  useEffect(() => {
    if (found) return;
    // history.state.idx is React Router's position in this tab's history.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate("/", { replace: true });
  }, [found, navigate]);

  return found;
}
