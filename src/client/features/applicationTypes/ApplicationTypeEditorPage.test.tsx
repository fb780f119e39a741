import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeHttp, type FakeRequest, installFakeHttp } from "../../../../tests/support/fakeHttp";
import ApplicationTypeEditorPage from "./ApplicationTypeEditorPage";

vi.mock("../../shell/flash", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../shell/flash")>();
  return { ...actual, flash: vi.fn() };
});

let server: FakeHttp | undefined;
/** What the page brought into view, in order (jsdom has no scrolling of its own). */
let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
/** The newest published version of "short" on the fake server: a publish makes the next. */
let newestPublished = 1;
afterEach(() => {
  cleanup();
  // jsdom's own prototype has none: the page's `?.` then skips it, as before.
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  server?.restore();
  newestPublished = 1;
});

const meta = { id: "short", name: "Short Course", steps: ["personal"] };
const schema = {
  $id: "applications/short/form.schema.json",
  type: "object",
  properties: {
    personal: {
      type: "object",
      title: "Personal details",
      properties: { surname: { type: "string", title: "Surname" } },
    },
  },
};
const uiSchema = { personal: { "ui:order": ["surname"] } };

/** The registry's API as the editor uses it: a check refuses a foreign widget, else previews. */
function registry(request: FakeRequest) {
  const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });
  if (request.method === "GET" && request.path === "/ApplicationTypes/admin/types")
    return ok([
      {
        typeKey: "short",
        name: "Short Course",
        latestVersion: 1,
        versions: [{ version: 1, status: "published", publishedAt: null, publishedBy: null, updatedAt: "" }],
      },
    ]);
  if (request.path === "/ApplicationTypes/admin/short/versions/1")
    return ok({ typeKey: "short", version: 1, status: "published", meta, schema, uiSchema });
  const files = request.body as { schema: typeof schema; uiSchema: Record<string, unknown> };
  if (request.path === "/ApplicationTypes/admin/short/check") {
    if (JSON.stringify(files.uiSchema).includes("colorPicker"))
      return ok({
        problems: [
          {
            path: 'uiSchema: personal.surname["ui:widget"]',
            message: 'widget "colorPicker" is not a widget of the engine',
          },
        ],
        preview: null,
        changes: [],
      });
    // Against the newest published version: the files add a field to version 1, and are version 2.
    const changes =
      newestPublished === 1 ? [{ kind: "added", path: "personal.nickname", label: "Nickname" }] : [];
    return ok({
      problems: [],
      changes,
      changesFrom: newestPublished,
      preview: {
        meta,
        schema: files.schema,
        uiSchema: files.uiSchema,
        sections: [{ id: "personal", title: "Personal details", fields: ["personal"] }],
        validatorsUrl: "/api/ApplicationTypes/preview/0123456789abcdef0123456789abcdef/validators.js",
      },
    });
  }
  if (request.path === "/ApplicationTypes/admin/short/publish") {
    newestPublished = 2;
    return ok({ typeKey: "short", version: 2, changes: [] }, 201);
  }
  return { status: 404, body: { success: false, message: "no" } };
}

/** The editor of "short" over `server`, in a data router as in the app. */
function renderEditor(path = "/applications/types/short") {
  const router = createMemoryRouter(
    [
      { path: "/applications/types/:type", element: <ApplicationTypeEditorPage /> },
      { path: "/applications/types/new", element: <ApplicationTypeEditorPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("ApplicationTypeEditorPage", () => {
  it("names a shared field by its title from the start: the step list waits for the first check rather than show its key", async () => {
    // The stored files name the shared piece; only the check's bundled schema has its title.
    const sharedSchema = {
      ...schema,
      properties: {
        personal: {
          ...schema.properties.personal,
          properties: { surname: { $ref: "../../common/person-names.schema.json#/definitions/surname" } },
        },
      },
    };
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server = installFakeHttp(async (request) => {
      if (request.path === "/ApplicationTypes/admin/short/versions/1")
        return {
          status: 200,
          body: {
            success: true,
            data: { typeKey: "short", version: 1, status: "published", meta, schema: sharedSchema, uiSchema },
          },
        };
      if (request.path === "/ApplicationTypes/admin/short/check") {
        await answered;
        return {
          status: 200,
          body: {
            success: true,
            data: {
              problems: [],
              changes: [],
              changesFrom: 1,
              preview: {
                meta,
                schema,
                uiSchema,
                sections: [{ id: "personal", title: "Personal details", fields: ["personal"] }],
                validatorsUrl: "/api/ApplicationTypes/preview/0123456789abcdef0123456789abcdef/validators.js",
              },
            },
          },
        };
      }
      return registry(request);
    });
    renderEditor();
    await screen.findByLabelText("form.schema.json (fields and rules)");
    await vi.waitFor(() =>
      expect(server?.calls("POST", "/ApplicationTypes/admin/short/check")).toHaveLength(1),
    );
    // Checking: a plain-words wait, and no JSON property name where a label belongs.
    expect(screen.getByText("Reading the steps and fields…").closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Fields of Personal details" })).toBeNull();
    expect(screen.queryByText("surname", { ignore: "textarea, script, style" })).toBeNull();
    answer();
    const fields = await screen.findByRole("list", { name: "Fields of Personal details" });
    expect(within(fields).getByText("Surname")).toBeTruthy();
    expect(within(fields).queryByText("surname")).toBeNull();
    expect(screen.queryByText("Reading the steps and fields…")).toBeNull();
  });

  it("says on the new-type form what the student type decides, tied to its drop-down", async () => {
    server = installFakeHttp(registry);
    renderEditor("/applications/types/new");
    const select = await screen.findByLabelText("Student type");
    const help = document.getElementById(select.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toContain("What its admitted applicants become on their student record.");
    expect(help?.textContent).toContain("which programmes they may be admitted to");
    expect(help?.textContent).toContain("which acceptance and school fees the bursary charges them");
    expect(help?.textContent).toContain("a diploma taught and charged like NCE stays NCE");
    expect(
      within(help as HTMLElement).getByRole("link", { name: "School Setup → Student types" }),
    ).toBeTruthy();
  });

  it("loads the newest version, lists the problems by path, previews the form and publishes the next version", async () => {
    server = installFakeHttp(registry);
    const user = userEvent.setup();
    // A data router, as in the app: the preview's wizard guards leaving with unsaved edits.
    const router = createMemoryRouter(
      [{ path: "/applications/types/:type", element: <ApplicationTypeEditorPage /> }],
      {
        initialEntries: ["/applications/types/short"],
      },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const uiBox = await screen.findByLabelText("form.ui.json (titles, widgets, order)");
    expect(JSON.parse((uiBox as HTMLTextAreaElement).value)).toEqual(uiSchema);
    expect(screen.getByText("Editing from version 1; publishing makes version 2.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Edit application type: Short Course");
    const preview = await screen.findByTestId("live-preview", {}, { timeout: 5000 });
    expect(await within(preview).findByLabelText("Surname")).toBeTruthy();

    fireEvent.change(uiBox, {
      target: {
        value: JSON.stringify({
          personal: { "ui:order": ["surname"], surname: { "ui:widget": "colorPicker" } },
        }),
      },
    });
    const problems = await screen.findByTestId("type-problems", {}, { timeout: 5000 });
    expect(problems.textContent).toContain('uiSchema: personal.surname["ui:widget"]');
    expect(problems.textContent).toContain('widget "colorPicker" is not a widget of the engine');
    expect(screen.getByRole("button", { name: "Publish" }).hasAttribute("disabled")).toBe(true);

    // Not JSON: said at once, nothing sent.
    const checks = server.calls("POST", "/ApplicationTypes/admin/short/check").length;
    fireEvent.change(uiBox, { target: { value: "{ personal" } });
    expect((await screen.findByTestId("type-problems")).textContent).toMatch(/uiSchema.*not valid JSON/);
    expect(server.calls("POST", "/ApplicationTypes/admin/short/check")).toHaveLength(checks);

    fireEvent.change(uiBox, { target: { value: JSON.stringify(uiSchema) } });
    await vi.waitFor(() => expect(screen.queryByTestId("type-problems")).toBeNull(), { timeout: 5000 });
    const publish = screen.getByRole("button", { name: "Publish" });
    await vi.waitFor(() => expect(publish.hasAttribute("disabled")).toBe(false), { timeout: 5000 });
    expect((await screen.findByTestId("version-changes")).textContent).toContain(
      "From version 1 (the newest published), applicants with a draft will be told:Added: Nickname",
    );
    const checksBeforePublish = server.calls("POST", "/ApplicationTypes/admin/short/check").length;
    await user.click(publish);
    expect(await screen.findByText("Version 2 published")).toBeTruthy();
    // Checked again against the new newest version.
    await vi.waitFor(
      () =>
        expect(server?.calls("POST", "/ApplicationTypes/admin/short/check").length).toBeGreaterThan(
          checksBeforePublish,
        ),
      { timeout: 5000 },
    );
    // The files are now version 2: nothing left to announce, and never "from version 2" with 1's list.
    await vi.waitFor(() => expect(screen.queryByTestId("version-changes")).toBeNull(), { timeout: 5000 });
    expect(server.calls("POST", "/ApplicationTypes/admin/short/publish").map((call) => call.body)).toEqual([
      { meta, schema, uiSchema, isNew: false },
    ]);
  });

  it("edits the same draft through the field editor: a field added by form appears in the files, a field typed as JSON appears in the list", async () => {
    server = installFakeHttp(registry);
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [{ path: "/applications/types/:type", element: <ApplicationTypeEditorPage /> }],
      { initialEntries: ["/applications/types/short"] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const schemaBox = (await screen.findByLabelText(
      "form.schema.json (fields and rules)",
    )) as HTMLTextAreaElement;
    const fields = await screen.findByRole("list", { name: "Fields of Personal details" });
    expect(within(fields).getByText("Surname")).toBeTruthy();
    // The default cap shows: it applies whether or not the officer set one.
    expect(within(fields).getByText("Text · optional · up to 200 characters")).toBeTruthy();

    // "Apply limits" says what it did, beside the button: in a live region that was there before (a
    // new one is not announced), brought into view, the focus left on the button.
    await user.click(screen.getByText("Limits: ages and O-level rows"));
    await user.type(screen.getByLabelText("Youngest applicant (years)"), "18");
    const apply = screen.getByRole("button", { name: "Apply limits" });
    const note = apply.closest("details")?.querySelector('[role="status"]');
    expect(note?.textContent).toBe("");
    await user.click(apply);
    expect(
      await screen.findByText("Youngest applicant (years): 18. The others keep their defaults."),
    ).toBeTruthy();
    expect(note?.isConnected).toBe(true);
    expect(note?.textContent).toContain("Limits applied");
    expect(scrolled).toContain(note);
    expect(document.activeElement).toBe(apply);
    expect((screen.getByLabelText("Youngest applicant (years)") as HTMLInputElement).value).toBe("18");

    await user.click(screen.getByRole("button", { name: "Add a field to Personal details" }));
    const form = screen.getByRole("region", { name: "New field in Personal details" });
    // The opened form takes the focus: its first input is the label.
    await vi.waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/^Label/)));
    await user.type(within(form).getByLabelText(/^Label/), "Years of teaching experience");
    await user.selectOptions(within(form).getByLabelText(/^Kind/), "Whole number");
    await user.click(within(form).getByLabelText("Required"));
    await user.type(within(form).getByLabelText("Smallest allowed"), "0");
    await user.type(within(form).getByLabelText("Largest allowed"), "40");
    // Inputs another kind uses are not offered.
    expect(within(form).queryByLabelText("Most characters")).toBeNull();
    expect(within(form).queryByLabelText("Must look like")).toBeNull();
    expect(within(form).queryByLabelText("Choose from")).toBeNull();
    await user.type(within(form).getByLabelText("When it is above the largest"), "at most {{limit} years");
    await user.click(within(form).getByRole("button", { name: "Add field" }));

    const written = JSON.parse(schemaBox.value).properties.personal;
    expect(written.properties.yearsOfTeachingExperience).toEqual({
      type: "integer",
      title: "Years of teaching experience",
      minimum: 0,
      maximum: 40,
    });
    expect(written.required).toEqual(["yearsOfTeachingExperience"]);
    const ui = JSON.parse(
      (screen.getByLabelText("form.ui.json (titles, widgets, order)") as HTMLTextAreaElement).value,
    );
    expect(ui.personal).toEqual({
      "ui:order": ["surname", "yearsOfTeachingExperience"],
      yearsOfTeachingExperience: { "ui:messages": { maximum: "at most {limit} years" } },
    });
    expect(within(fields).getByText("Whole number · required · 0 to 40")).toBeTruthy();
    // The view stays in the field editor: the new field's line is brought into view, the focus on
    // the step's "Add a field" (the next thing to do), and the step says what happened.
    expect(screen.queryByRole("region", { name: "New field in Personal details" })).toBeNull();
    const line = within(fields).getByText("Years of teaching experience").closest("li");
    expect(scrolled).toContain(line);
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Add a field to Personal details" }),
    );
    expect(
      screen.getByText("Years of teaching experience added to Personal details.").getAttribute("role"),
    ).toBe("status");
    // Saved after an edit: back on that field's Edit button.
    await user.click(within(fields).getByRole("button", { name: "Edit Years of teaching experience" }));
    const editForm = screen.getByRole("region", { name: "Edit Years of teaching experience" });
    await user.click(within(editForm).getByRole("button", { name: "Save field" }));
    expect(document.activeElement).toBe(
      within(fields).getByRole("button", { name: "Edit Years of teaching experience" }),
    );
    expect(screen.getByText("Years of teaching experience saved.")).toBeTruthy();
    // The check runs on what the field editor wrote.
    await vi.waitFor(
      () =>
        expect(
          server
            ?.calls("POST", "/ApplicationTypes/admin/short/check")
            .some((call) => JSON.stringify(call.body).includes("yearsOfTeachingExperience")),
        ).toBe(true),
      { timeout: 5000 },
    );

    // Typed as JSON, a field the editor cannot model is listed as such and kept by its edits.
    const typed = JSON.parse(schemaBox.value);
    typed.properties.personal.properties.nickname = { type: "string", title: "Nickname", enum: ["A", "B"] };
    fireEvent.change(schemaBox, { target: { value: JSON.stringify(typed) } });
    // In plain words, with the technical reason kept for experts in its title.
    const kept = await within(fields).findByText("Kept as it is: its choices are fixed");
    expect(kept.getAttribute("title")).toContain('it uses "enum"');
    await user.click(within(fields).getByRole("button", { name: "Remove Years of teaching experience" }));
    expect(JSON.parse(schemaBox.value).properties.personal.properties).toEqual({
      surname: schema.properties.personal.properties.surname,
      nickname: { type: "string", title: "Nickname", enum: ["A", "B"] },
    });
  });
});
