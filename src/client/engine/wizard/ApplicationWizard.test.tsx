import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryDraftStore, renderWizard } from "../../../../tests/support/wizard";
import { ApplicationRejectedError } from "./serverDraftStore";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const progress = (name: string | RegExp) => screen.findByRole("heading", { level: 2, name });
const surname = () => screen.getByRole("textbox", { name: /Surname/ });

describe("ApplicationWizard", () => {
  it("blocks Next on an empty required field, focuses it, and moves on once it is fixed", async () => {
    const user = userEvent.setup();
    renderWizard({ draftStore: memoryDraftStore() });
    await progress("Step 1 of 2: Personal details");

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringMatching(/problem/));
    expect(surname().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(surname());
    expect(screen.queryByRole("heading", { name: /Step 2/ })).toBeNull();

    await user.type(surname(), "Okafor");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await progress("Step 2 of 2: Programme");
  });

  it("keeps the data on Back, shows values (not inputs) on review, edits a section, and submits", async () => {
    const user = userEvent.setup();
    const store = memoryDraftStore();
    const { submitted } = renderWizard({ draftStore: store });
    await progress(/Step 1/);
    await user.type(surname(), "Okafor");
    await user.selectOptions(screen.getByRole("combobox", { name: /State of origin/ }), "Oyo");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await progress(/Step 2/);

    await user.click(screen.getByRole("button", { name: "Back" }));
    await progress(/Step 1/);
    expect(surname()).toHaveProperty("value", "Okafor");

    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(await screen.findByRole("textbox", { name: /Department/ }), "Computer Science");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await progress("Review and submit");

    // The review's document renderer is its own chunk: its first import can be slow on a busy machine.
    const document = await screen.findByRole("article", undefined, { timeout: 15_000 });
    expect(within(document).queryAllByRole("textbox")).toEqual([]);
    expect(within(document).getByRole("rowheader", { name: "Surname" }).nextElementSibling?.textContent).toBe(
      "Okafor",
    );
    // The lookup id is shown by its name.
    expect(
      within(document).getByRole("rowheader", { name: "State of origin" }).nextElementSibling?.textContent,
    ).toBe("Oyo");

    await user.click(within(document).getByRole("button", { name: "Edit Programme" }));
    await progress(/Step 2/);
    expect(screen.getByRole("textbox", { name: /Department/ })).toHaveProperty("value", "Computer Science");
    await user.click(screen.getByRole("button", { name: "Next" }));

    await user.click(await screen.findByRole("button", { name: "Submit application" }));
    await screen.findByText("Application submitted");
    expect(submitted).toEqual([
      { personal: { surname: "Okafor", stateId: 31 }, programme: { department: "Computer Science" } },
    ]);
    // A submitted application leaves no draft behind.
    expect(await store.load()).toBeUndefined();
  });

  it("words the server's field errors by step and field title, never by the data's path, and keeps the draft", async () => {
    const user = userEvent.setup();
    const store = memoryDraftStore();
    renderWizard({
      draftStore: store,
      onSubmit: () => {
        throw new ApplicationRejectedError("The application has problems", [
          { path: "programme.department", message: "must belong to the chosen School" },
        ]);
      },
    });
    await progress(/Step 1/);
    await user.type(surname(), "Okafor");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(await screen.findByRole("textbox", { name: /Department/ }), "Computer Science");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Submit application" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Programme › Department: must belong to the chosen School");
    expect(alert.textContent).not.toContain("programme.department");
    expect(screen.queryByText("Application submitted")).toBeNull();
    expect(await store.load()).toBeDefined();
  });

  it("saves the draft on each step change and restores it after a remount, saying so", async () => {
    const user = userEvent.setup();
    const store = memoryDraftStore();
    const first = renderWizard({ draftStore: store });
    await progress(/Step 1/);
    await user.type(surname(), "Okafor");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await progress(/Step 2/);
    await waitFor(() => expect(store.saved.at(-1)).toMatchObject({ personal: { surname: "Okafor" } }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    first.unmount();

    renderWizard({ draftStore: store });
    expect(await screen.findByText("Draft restored")).toBeTruthy();
    expect(surname()).toHaveProperty("value", "Okafor");
  });

  it("starts a new application with the store's starting data, not 'restored', and never over a saved draft", async () => {
    const user = userEvent.setup();
    const store = { ...memoryDraftStore(), starting: () => ({ personal: { surname: "Okonkwo" } }) };
    const first = renderWizard({ draftStore: store });
    await progress(/Step 1/);
    expect(surname()).toHaveProperty("value", "Okonkwo");
    expect(screen.queryByText("Draft restored")).toBeNull();
    // The applicant's own answer wins: it is what is saved and what comes back.
    await user.clear(surname());
    await user.type(surname(), "Eze");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await progress(/Step 2/);
    await waitFor(() => expect(store.saved.at(-1)).toMatchObject({ personal: { surname: "Eze" } }));
    first.unmount();
    renderWizard({ draftStore: store });
    expect(await screen.findByText("Draft restored")).toBeTruthy();
    expect(surname()).toHaveProperty("value", "Eze");
  });

  it("as a preview of a form being designed, opens any step from the step bar and says nothing of saving", async () => {
    const user = userEvent.setup();
    const store = memoryDraftStore();
    renderWizard({ draftStore: store, preview: true, saveDelayMs: 20 });
    await progress(/Step 1/);
    const steps = screen.getByRole("navigation", { name: "Application steps" });
    // Step 2 opens although step 1's required surname is empty.
    await user.click(within(steps).getByRole("button", { name: /Programme/ }));
    await progress("Step 2 of 2: Programme");
    await user.type(screen.getByRole("textbox", { name: /Department/ }), "Computer Science");
    // The edit has been kept (a filled form would now say "Saved"); the preview says nothing of it.
    await waitFor(() =>
      expect(store.saved.at(-1)).toMatchObject({ programme: { department: "Computer Science" } }),
    );
    await act(async () => {});
    expect(screen.queryByText("Saved")).toBeNull();
    // Next still validates, so the designer sees the rules at work.
    await user.click(within(steps).getByRole("button", { name: /Personal details/ }));
    await progress(/Step 1/);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(surname().getAttribute("aria-invalid")).toBe("true");
  });

  it("saves nothing for a form that was only opened, and does not call an empty draft restored", async () => {
    const store = memoryDraftStore({ personal: {}, programme: {} });
    const { router } = renderWizard({ draftStore: store, saveDelayMs: 60_000 });
    await progress(/Step 1/);
    expect(screen.queryByText("Draft restored")).toBeNull();
    // The defaults rjsf fills in on opening are not answers: leaving asks nothing, and writes
    // nothing (leaving would write at once what a pending save still held).
    act(() => {
      void router.navigate("/elsewhere");
    });
    expect(await screen.findByText("Somewhere else")).toBeTruthy();
    expect(store.saved).toEqual([]);
  });

  it("saves edits after a quiet moment, once, without a step change", async () => {
    const user = userEvent.setup();
    const store = memoryDraftStore();
    renderWizard({ draftStore: store, saveDelayMs: 500 });
    await progress(/Step 1/);
    await user.type(surname(), "Ada");
    // Typing three letters does not write on each key...
    expect(store.saved).toEqual([]);
    // ...but once, when the typing stops.
    await waitFor(() => expect(store.saved.at(-1)).toMatchObject({ personal: { surname: "Ada" } }), {
      timeout: 3000,
    });
    expect(store.saved).toHaveLength(1);
  });

  it("asks before leaving with unsaved changes", async () => {
    const user = userEvent.setup();
    const { router } = renderWizard({ draftStore: memoryDraftStore(), saveDelayMs: 60_000 });
    await progress(/Step 1/);
    await user.type(surname(), "Okafor");

    act(() => {
      void router.navigate("/elsewhere");
    });
    expect(await screen.findByText(/Leave this page anyway/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Stay on this page" }));
    expect(router.state.location.pathname).toBe("/");

    act(() => {
      void router.navigate("/elsewhere");
    });
    await user.click(await screen.findByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByText("Somewhere else")).toBeTruthy();
  });

  it("shows previous/next arrows and 'Step 1 of 2: …' on narrow screens", async () => {
    vi.stubGlobal(
      "matchMedia",
      (
        query: string,
      ): Pick<MediaQueryList, "matches" | "media" | "addEventListener" | "removeEventListener"> => ({
        matches: query === "(max-width: 767px)",
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    );
    const user = userEvent.setup();
    renderWizard({ draftStore: memoryDraftStore() });
    await progress("Step 1 of 2: Personal details");
    const nav = screen.getByRole("navigation", { name: "Application steps" });
    expect(within(nav).queryByRole("list")).toBeNull();
    expect(within(nav).getByRole("button", { name: "Previous step" })).toHaveProperty("disabled", true);

    // The next arrow validates like Next does.
    await user.click(within(nav).getByRole("button", { name: "Next step" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    await user.type(surname(), "Okafor");
    await user.click(within(nav).getByRole("button", { name: "Next step" }));
    await progress("Step 2 of 2: Programme");
    await user.click(within(nav).getByRole("button", { name: "Previous step" }));
    await progress("Step 1 of 2: Personal details");
  });
});
