import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Session } from "../../session/sessionStore";
import { ImpersonationBanner } from "./ImpersonationBanner";

afterEach(cleanup);

function fakeSession(change: Partial<Session["profile"]> = {}): Session {
  return {
    token: "header.payload.signature",
    expires: "2026-05-04T13:45:00.000Z",
    profile: {
      userId: 42,
      userType: "student",
      fullName: "Adebayo Oluwaseun Adeyemi",
      birthday: null,
      studentTypeId: 1,
      displayCSATModal: false,
      impersonatorUsername: "superadmin",
      isImpersonating: true,
      menuItems: ["dashboard"],
      oldUser: true,
      twoFactor: false,
      ...change,
    },
  };
}

describe("ImpersonationBanner", () => {
  it("shows who is acting, as whom, and until when", () => {
    render(<ImpersonationBanner session={fakeSession()} onEndSession={() => {}} />);
    const banner = screen.getByRole("region", { name: "Impersonation" });
    expect(banner.textContent).toContain("superadmin is signed in as Adebayo Oluwaseun Adeyemi.");
    const expiry = banner.querySelector("time");
    expect(expiry?.getAttribute("datetime")).toBe("2026-05-04T13:45:00.000Z");
    expect(expiry?.textContent).toMatch(/4 May 2026/);
  });

  it("ends the session from its button", async () => {
    const onEndSession = vi.fn();
    render(<ImpersonationBanner session={fakeSession()} onEndSession={onEndSession} />);
    await userEvent.click(screen.getByRole("button", { name: "End session" }));
    expect(onEndSession).toHaveBeenCalledOnce();
  });

  it("shows nothing for an ordinary session", () => {
    const { container } = render(
      <ImpersonationBanner
        session={fakeSession({ isImpersonating: false, impersonatorUsername: null })}
        onEndSession={() => {}}
      />,
    );
    expect(container.textContent).toBe("");
  });
});
