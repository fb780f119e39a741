import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignOutDialog } from "./SignOutDialog";

afterEach(cleanup);

describe("SignOutDialog", () => {
  it("asks the spec's question with Cancel and Sign out", () => {
    render(<SignOutDialog isOpen onCancel={() => {}} onConfirm={async () => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Sign out" });
    expect(dialog.textContent).toContain("Are you sure you want to sign out?");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });

  it("Cancel closes without signing out", async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn(async () => {});
    render(<SignOutDialog isOpen onCancel={onCancel} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("Sign out signs out", async () => {
    const onConfirm = vi.fn(async () => {});
    render(<SignOutDialog isOpen onCancel={() => {}} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("renders nothing while closed", () => {
    render(<SignOutDialog isOpen={false} onCancel={() => {}} onConfirm={async () => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
