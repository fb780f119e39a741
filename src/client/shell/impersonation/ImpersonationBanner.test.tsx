import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Session } from "../../session/sessionStore";
import { ImpersonationBanner } from "./ImpersonationBanner";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ENDS = "2026-05-04T13:45:00.000Z";

function fakeSession(change: Partial<Session["profile"]> = {}): Session {
  return {
    token: "header.payload.signature",
    expires: "2026-05-04T13:40:00.000Z",
    profile: {
      userId: 42,
      userType: "student",
      fullName: "Adebayo Oluwaseun Adeyemi",
      birthday: null,
      studentTypeId: 1,
      displayCSATModal: false,
      impersonatorUsername: "superadmin",
      isImpersonating: true,
      impersonationExpires: ENDS,
      menuItems: ["dashboard"],
      oldUser: true,
      twoFactor: false,
      ...change,
    },
  };
}

describe("ImpersonationBanner", () => {
  it("shows who is acting, as whom, and when the impersonation (not the token) ends", () => {
    render(<ImpersonationBanner session={fakeSession()} onEndSession={() => {}} />);
    const banner = screen.getByRole("region", { name: "Impersonation" });
    expect(banner.textContent).toContain("superadmin is signed in as Adebayo Oluwaseun Adeyemi.");
    const expiry = banner.querySelector("time");
    expect(expiry?.getAttribute("datetime")).toBe(ENDS);
    expect(expiry?.textContent).toMatch(/4 May 2026/);
  });

  it("counts the time left down, second by second, and stops at 0:00", () => {
    vi.useFakeTimers({ now: Date.parse(ENDS) - 65_000 });
    render(<ImpersonationBanner session={fakeSession()} onEndSession={() => {}} />);
    const timer = screen.getByRole("timer", { name: "Time left" });
    expect(timer.textContent).toBe("1:05");
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe("1:04");
    act(() => vi.advanceTimersByTime(64_000));
    expect(timer.textContent).toBe("0:00");
    act(() => vi.advanceTimersByTime(10_000));
    expect(timer.textContent).toBe("0:00");
  });

  it("shows hours when more than an hour is left", () => {
    vi.useFakeTimers({ now: Date.parse(ENDS) - (3600 + 125) * 1000 });
    render(<ImpersonationBanner session={fakeSession()} onEndSession={() => {}} />);
    expect(screen.getByRole("timer").textContent).toBe("1:02:05");
  });

  it("ends the session from its button, busy until it is done", async () => {
    let finish: () => void = () => {};
    const onEndSession = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<ImpersonationBanner session={fakeSession()} onEndSession={onEndSession} />);
    const button = screen.getByRole("button", { name: "End session" });
    await userEvent.click(button);
    expect(onEndSession).toHaveBeenCalledOnce();
    expect(button.className).toContain("loading");
    await act(async () => finish());
    expect(button.className).not.toContain("loading");
  });

  it("shows nothing for an ordinary session", () => {
    const { container } = render(
      <ImpersonationBanner
        session={fakeSession({
          isImpersonating: false,
          impersonatorUsername: null,
          impersonationExpires: undefined,
        })}
        onEndSession={() => {}}
      />,
    );
    expect(container.textContent).toBe("");
  });
});
