import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AxiosError, type InternalAxiosRequestConfig } from "axios";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeAnswer, fakeHttpAnswer } from "../../../../tests/support/fakeHttpAnswer";
import type { LoginResponse } from "../../../contract/auth";
import { http } from "../../api/http";
import { createQueryClient } from "../../api/queryClient";
import { sessionStore } from "../../session/sessionStore";
import { flash } from "../../shell/flash";
import { RatingPrompt } from "./RatingPrompt";

// The real toaster still renders; the spy lets the test read each flash's title, text and duration.
vi.mock("../../shell/flash", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../shell/flash")>();
  return { ...actual, flash: vi.fn(actual.flash) };
});

const PROMPT = "Rate your experience in the last 3 months";

type Answer = FakeAnswer;

/**
 * A stand-in for POST /Dashboard/create-rating on the shared axios instance; records the bodies,
 * and the calls to POST /Dashboard/rating-later ("Not now") in `later`.
 */
function fakeRatingServer(answer: Answer | "network-down", later: string[] = []) {
  const bodies: unknown[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    if (config.method === "post" && config.url === "/Dashboard/rating-later") {
      later.push(config.url);
      return fakeHttpAnswer(config, {
        status: 200,
        data: { success: true, data: { laterUntil: "2027-01-01T00:00:00.000Z" } },
      });
    }
    if (config.method !== "post" || config.url !== "/Dashboard/create-rating") throw new Error(config.url);
    bodies.push(JSON.parse(String(config.data)));
    if (answer === "network-down") throw new AxiosError("Network Error", "ERR_NETWORK", config);
    return fakeHttpAnswer(config, answer);
  };
  return bodies;
}

function signIn(displayCSATModal: boolean, userId = 7) {
  const response: LoginResponse = {
    userId,
    userType: "student",
    fullName: "Adebayo Adeyemi",
    birthday: null,
    studentTypeId: 1,
    jwtToken: { token: "t", expires: new Date(Date.now() + 60_000).toISOString() },
    displayCSATModal,
    impersonatorUsername: null,
    isImpersonating: false,
    menuItems: ["dashboard"],
    oldUser: true,
    twoFactor: false,
  };
  act(() => {
    sessionStore.signIn(response);
  });
}

function renderPrompt() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RatingPrompt />
    </QueryClientProvider>,
  );
}

const submitButton = () => screen.getByRole("button", { name: "Submit" });
const flagNow = () => sessionStore.get()?.profile.displayCSATModal;
const defaultAdapter = http.defaults.adapter;

afterEach(() => {
  cleanup();
  act(() => sessionStore.signOut());
  http.defaults.adapter = defaultAdapter;
  vi.mocked(flash).mockClear();
});

describe("RatingPrompt", () => {
  it("is not shown while the session's flag is off", () => {
    signIn(false);
    renderPrompt();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps Submit disabled until a rating is chosen, then thanks the user and clears the flag", async () => {
    signIn(true);
    const bodies = fakeRatingServer({
      status: 200,
      data: { success: true, message: "Thank you for your feedback", data: { id: 1 } },
    });
    const user = userEvent.setup();
    renderPrompt();

    const dialog = await screen.findByRole("dialog", { name: PROMPT });
    expect(dialog).toBeTruthy();
    const group = screen.getByRole("radiogroup", { name: "Your rating" });
    expect(Array.from(group.querySelectorAll("label.bp6-radio")).map((label) => label.textContent)).toEqual([
      "1 Poor",
      "2 Fair",
      "3 Average",
      "4 Good",
      "5 Excellent",
    ]);
    expect(submitButton()).toHaveProperty("disabled", true);

    // Keyboard: Tab reaches the options (native radios), Space chooses one.
    const poor = screen.getByRole("radio", { name: "1 Poor" });
    for (let presses = 0; presses < 5 && document.activeElement !== poor; presses++) await user.tab();
    expect(document.activeElement).toBe(poor);
    await user.keyboard(" ");
    expect(screen.getByRole("radio", { name: "1 Poor" })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("radio", { name: "4 Good" }));
    expect(submitButton()).toHaveProperty("disabled", false);
    await user.type(screen.getByRole("textbox", { name: "Comment (optional)" }), "Fees were easy to pay.");
    await user.click(submitButton());

    expect(await screen.findByText("Your input helps us improve and serve you better!")).toBeTruthy();
    expect(screen.getByText("Thank You!")).toBeTruthy();
    expect(flash).toHaveBeenCalledWith({
      title: "Thank You!",
      message: "Your input helps us improve and serve you better!",
      intent: "success",
      timeout: 3000,
    });
    expect(bodies).toEqual([{ rating: 4, comment: "Fees were easy to pay." }]);
    expect(flagNow()).toBe(false);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: PROMPT })).toBeNull());
  });

  it("shows the server's message when the rating fails, and keeps the prompt", async () => {
    signIn(true);
    const bodies = fakeRatingServer({
      status: 400,
      data: { success: false, title: "Validation failed", message: "Rating: must be at most 5", errors: [] },
    });
    const user = userEvent.setup();
    renderPrompt();

    await user.click(await screen.findByRole("radio", { name: "5 Excellent" }));
    await user.click(submitButton());

    expect(await screen.findByText("Rating: must be at most 5")).toBeTruthy();
    expect(flash).toHaveBeenCalledWith({
      title: "Rating Action Failed!",
      message: "Rating: must be at most 5",
      intent: "danger",
      timeout: 3000,
    });
    expect(bodies).toEqual([{ rating: 5 }]);
    expect(flagNow()).toBe(true);
    expect(screen.getByRole("dialog", { name: PROMPT })).toBeTruthy();
  });

  it("falls back to the spec's text when the server gives no message", async () => {
    signIn(true);
    fakeRatingServer("network-down");
    const user = userEvent.setup();
    renderPrompt();

    await user.click(await screen.findByRole("radio", { name: "3 Average" }));
    await user.click(submitButton());

    expect(await screen.findByText("Coudn't submit rating!")).toBeTruthy();
    expect(flash).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Rating Action Failed!",
        message: "Coudn't submit rating!",
        timeout: 3000,
      }),
    );
    expect(flagNow()).toBe(true);
  });

  it("on 'Not now' closes without rating, and has the server remember it (no return on the next page load)", async () => {
    signIn(true);
    const later: string[] = [];
    const bodies = fakeRatingServer({ status: 200, data: { success: true, data: { id: 1 } } }, later);
    const user = userEvent.setup();
    renderPrompt();

    await user.click(await screen.findByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: PROMPT })).toBeNull());
    expect(bodies).toEqual([]);
    await waitFor(() => expect(later).toEqual(["/Dashboard/rating-later"]));
    // This session stops asking too: the frame mounting again shows no prompt.
    expect(flagNow()).toBe(false);
    cleanup();
    renderPrompt();
    expect(screen.queryByRole("dialog", { name: PROMPT })).toBeNull();
  });
});
