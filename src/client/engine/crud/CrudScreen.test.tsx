import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { departmentsResource, faculties } from "../../../../tests/support/departmentsResource";
import {
  type FakeHttp,
  type FakeReply,
  type FakeRequest,
  installFakeHttp,
  listReply,
} from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { EngineHost } from "../host";
import { CrudScreen } from "./CrudScreen";

/** The flashes the screen asks the app for. */
const notify = vi.fn<EngineHost["notify"]>();

const rows = [
  { id: 1, name: "Computer Science", code: "CSC", facultyId: 1, active: true, createdAt: "2026-01-01" },
  { id: 2, name: "Fine Arts", code: "FAR", facultyId: 2, active: true, createdAt: "2026-01-01" },
];

type Override = (request: FakeRequest) => FakeReply | undefined;
let override: Override = () => undefined;
let fake: FakeHttp;

function serve(request: FakeRequest): FakeReply {
  const answer = override(request);
  if (answer) return answer;
  if (request.path === "/Lookups/faculties") return { status: 200, body: { success: true, data: faculties } };
  if (request.method === "GET" && request.path === "/resources/departments")
    return listReply(rows, 1, 10, rows.length);
  const byId = /^\/resources\/departments\/(\d+)$/.exec(request.path);
  if (request.method === "GET" && byId) {
    return { status: 200, body: { success: true, data: rows.find((row) => row.id === Number(byId[1])) } };
  }
  return { status: 404, body: { success: false, message: "Not found" } };
}

beforeEach(() => {
  override = () => undefined;
  fake = installFakeHttp(serve);
  notify.mockClear();
});
afterEach(() => {
  cleanup();
  fake.restore();
});

/** The row form's code is fetched on first use (rjsf and the theme: slow to import in jsdom). */
const FORM_CODE = { timeout: 15_000 };

async function renderScreen() {
  const rendered = renderWithProviders(<CrudScreen resource={departmentsResource} />, "/list", { notify });
  await screen.findByText("Computer Science");
  return rendered;
}

function listFetches() {
  return fake.calls("GET", "/resources/departments").length;
}

async function openAddDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Add department" }));
  return await screen.findByRole("dialog", { name: "Add department" }, FORM_CODE);
}

describe("CrudScreen", () => {
  it("shows the title, the add, upload and export buttons and the rows with looked-up names", async () => {
    await renderScreen();
    expect(screen.getByRole("heading", { name: "Departments" })).toBeTruthy();
    for (const name of ["Add department", "Upload", "Export CSV", "Export XLSX"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    expect(await screen.findByRole("cell", { name: "School of Science" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit Computer Science" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Deactivate Computer Science" })).toBeTruthy();
  });

  it("validates the form with the shared keyword's message before anything is sent", async () => {
    const user = userEvent.setup();
    await renderScreen();
    const drawer = await openAddDrawer(user);
    await user.type(within(drawer).getByLabelText(/^Department/), "Physics 2");
    await user.type(within(drawer).getByLabelText(/^Code/), "PHY");
    await user.selectOptions(within(drawer).getByLabelText(/^School/), "School of Science");
    await user.click(within(drawer).getByRole("button", { name: "Add department" }));
    expect(
      (await within(drawer).findAllByText(/only letters and spaces are allowed/)).length,
    ).toBeGreaterThan(0);
    expect(fake.calls("POST", "/resources/departments")).toEqual([]);
  });

  it("puts a 400's field message on the field, then saves, flashes for 3 s and refreshes the grid", async () => {
    let attempt = 0;
    override = (request) => {
      if (request.method !== "POST") return undefined;
      attempt += 1;
      if (attempt === 1) {
        return {
          status: 400,
          body: {
            success: false,
            message: "Please correct the form",
            errors: [{ path: "code", message: "Code PHY is taken" }],
          },
        };
      }
      return {
        status: 201,
        body: { success: true, message: "Department added", data: { id: 3, ...(request.body as object) } },
      };
    };
    const user = userEvent.setup();
    await renderScreen();
    const drawer = await openAddDrawer(user);
    await user.type(within(drawer).getByLabelText(/^Department/), "Physics");
    await user.type(within(drawer).getByLabelText(/^Code/), "PHY");
    await user.selectOptions(within(drawer).getByLabelText(/^School/), "School of Science");
    await user.click(within(drawer).getByRole("button", { name: "Add department" }));

    const codeInput = within(drawer).getByLabelText(/^Code/);
    await waitFor(() => expect(codeInput.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = (codeInput.getAttribute("aria-describedby") ?? "").split(" ");
    const described = describedBy.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    expect(described).toContain("Code PHY is taken");
    expect(fake.calls("POST", "/resources/departments")[0]?.body).toEqual({
      name: "Physics",
      code: "PHY",
      facultyId: 1,
      active: true,
    });

    const fetchesBefore = listFetches();
    await user.click(within(drawer).getByRole("button", { name: "Add department" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Department added", intent: "success", timeout: 3000 }),
    );
    expect(listFetches()).toBeGreaterThan(fetchesBefore);
  });

  it("edits a row with only the schema's fields", async () => {
    override = (request) =>
      request.method === "PUT" ? { status: 200, body: { success: true, data: { id: 1 } } } : undefined;
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole("button", { name: "Edit Computer Science" }));
    const drawer = await screen.findByRole("dialog", { name: "Edit department" }, FORM_CODE);
    const name = await within(drawer).findByLabelText(/^Department/);
    expect((name as HTMLInputElement).value).toBe("Computer Science");
    await user.clear(name);
    await user.type(name, "Computing");
    await user.click(within(drawer).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(fake.calls("PUT", "/resources/departments/1")).toHaveLength(1));
    expect(fake.calls("PUT", "/resources/departments/1")[0]?.body).toEqual({
      name: "Computing",
      code: "CSC",
      facultyId: 1,
      active: true,
    });
  });

  it("asks before deleting, naming the row, and offers to deactivate when the row is in use (409)", async () => {
    override = (request) => {
      if (request.method === "DELETE") {
        return { status: 409, body: { success: false, message: "Computer Science has 40 students" } };
      }
      if (request.method === "PATCH")
        return { status: 200, body: { success: true, data: { id: 1, active: false } } };
      return undefined;
    };
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole("button", { name: "Delete Computer Science" }));
    // The question names the dialog, and then the server's reason does.
    const alert = await screen.findByRole("alertdialog", {
      name: "Delete department “Computer Science”? This cannot be undone.",
    });
    expect(fake.calls("DELETE", "/resources/departments/1")).toEqual([]);
    await user.click(within(alert).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alertdialog", { name: "Computer Science has 40 students" })).toBe(alert);
    await user.click(within(alert).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(fake.calls("PATCH", "/resources/departments/1/active")).toHaveLength(1));
    expect(fake.calls("PATCH", "/resources/departments/1/active")[0]?.body).toEqual({ active: false });
  });

  it("shows the per-row error report of a rejected upload and says nothing was saved", async () => {
    override = (request) =>
      request.path === "/resources/departments/upload"
        ? {
            status: 400,
            body: {
              success: false,
              message: "The file has 2 errors",
              errors: [
                { path: "row 3.name", message: "only letters and spaces are allowed" },
                { path: "row 5.code", message: "must be at most 8 characters long" },
              ],
              data: { created: 0 },
            },
          }
        : undefined;
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload departments" }, FORM_CODE);
    const file = new File(["name,code\n"], "departments.csv", { type: "text/csv" });
    await user.upload(within(dialog).getByLabelText("File of departments"), file);
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    const report = await within(dialog).findByRole("table", { name: "Problems in the file" });
    const lines = within(report)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ["Row", "Field", "Message"],
      ["3", "Department", "only letters and spaces are allowed"],
      ["5", "Code", "must be at most 8 characters long"],
    ]);
    expect(
      within(dialog).getByText("Nothing was saved. Correct these rows and upload the whole file again."),
    ).toBeTruthy();
    expect(fake.calls("POST", "/resources/departments/upload")[0]?.body).toBeInstanceOf(FormData);
  });

  it("reports the created count and refuses files over 2 MB before uploading", async () => {
    override = (request) =>
      request.path === "/resources/departments/upload"
        ? { status: 200, body: { success: true, data: { created: 12 } } }
        : undefined;
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload departments" }, FORM_CODE);
    const input = within(dialog).getByLabelText("File of departments");
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.csv", { type: "text/csv" });
    await user.upload(input, big);
    expect(
      within(dialog).getByText("The file is larger than 2 MB. Split it into smaller files."),
    ).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Upload" }) as HTMLButtonElement).disabled).toBe(true);
    await user.upload(input, new File(["name,code\n"], "ok.csv", { type: "text/csv" }));
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(await within(dialog).findByText("12 departments created.")).toBeTruthy();
    expect(fake.calls("POST", "/resources/departments/upload")).toHaveLength(1);
  });

  it("on a preset's bulk screen, opens the upload first and sends its fixed values with the list and the file", async () => {
    override = (request) =>
      request.path === "/resources/departments/upload"
        ? { status: 200, body: { success: true, data: { created: 2 } } }
        : undefined;
    const user = userEvent.setup();
    renderWithProviders(
      <CrudScreen resource={departmentsResource} fixed={{ facultyId: 1 }} uploadFirst />,
      "/list",
      { notify },
    );
    const dialog = await screen.findByRole("dialog", { name: "Upload departments" }, FORM_CODE);
    await user.upload(
      within(dialog).getByLabelText("File of departments"),
      new File(["name,code\n"], "ok.csv", { type: "text/csv" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(await within(dialog).findByText("2 departments created.")).toBeTruthy();
    expect(fake.calls("POST", "/resources/departments/upload")[0]?.query.get("facultyId")).toBe("1");
    const lists = fake.calls("GET", "/resources/departments");
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((call) => call.query.get("facultyId") === "1")).toBe(true);
  });

  it("has no serious or critical accessibility problems in the drawer form", async () => {
    const user = userEvent.setup();
    await renderScreen();
    const drawer = await openAddDrawer(user);
    await within(drawer).findByLabelText(/^School/);
    expect(await seriousViolationsIn(drawer)).toEqual([]);
  });

  it("has no serious or critical accessibility problems in the delete question and the upload dialog", async () => {
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole("button", { name: "Delete Computer Science" }));
    const alert = await screen.findByRole("alertdialog");
    expect(await seriousViolationsIn(alert)).toEqual([]);
    await user.click(within(alert).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Upload" }));
    const upload = await screen.findByRole("dialog", { name: "Upload departments" }, FORM_CODE);
    expect(await seriousViolationsIn(upload)).toEqual([]);
  });
});

/** axe's serious and critical findings in one part of the page (jsdom cannot compute colours). */
async function seriousViolationsIn(element: HTMLElement): Promise<string[]> {
  let results: axe.AxeResults | undefined;
  await act(async () => {
    results = await axe.run(element, { rules: { "color-contrast": { enabled: false } } });
  });
  const serious = results?.violations.filter((v) => v.impact === "serious" || v.impact === "critical") ?? [];
  return serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
}
