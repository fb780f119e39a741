import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { AxiosResponse } from "axios";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ThemedForm } from "../../../../../tests/support/renderForm";
import { http } from "../../../api/http";
import { createQueryClient } from "../../../api/queryClient";
import { withLookupWidgets } from "../../lookups/withLookupWidgets";

/** The server's LGAs per state, as `GET /api/Lookups/lgas?stateId=…` answers them. */
const LGAS: Record<string, { id: number; name: string }[]> = {
  "25": [
    { id: 516, name: "Ikeja" },
    { id: 519, name: "Lagos Island" },
  ],
  "28": [
    { id: 560, name: "Abeokuta North" },
    { id: 561, name: "Ijebu Ode" },
  ],
};
const STATES = [
  { id: 25, name: "Lagos" },
  { id: 28, name: "Ogun" },
];

const schema: RJSFSchema = {
  type: "object",
  properties: {
    stateId: { type: "integer", title: "State of origin", lookup: "states" } as RJSFSchema,
    lgaId: {
      type: "integer",
      title: "Local government area",
      lookup: "lgas",
      lookupFilter: { stateId: "stateId" },
    } as RJSFSchema,
  },
};
// The same UI schema the wizard builds: lists for plain lookups, `dependsOn` for the LGA.
const uiSchema: UiSchema = withLookupWidgets(
  schema,
  { lgaId: { "ui:options": { searchable: false } } },
  { states: STATES },
);

let requests: string[] = [];

beforeEach(() => {
  requests = [];
  http.defaults.adapter = async (config) => {
    const stateId = String((config.params as Record<string, unknown> | undefined)?.stateId ?? "");
    requests.push(`${config.url}?stateId=${stateId}`);
    const response: AxiosResponse = {
      data: { success: true, data: LGAS[stateId] ?? [] },
      status: 200,
      statusText: "",
      headers: {},
      config,
    };
    return response;
  };
});
afterEach(cleanup);

function renderPersonal(formData: Record<string, unknown> = {}) {
  let latest: Record<string, unknown> = formData;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        onChange={(event) => {
          latest = event.formData as Record<string, unknown>;
        }}
      />
    </QueryClientProvider>,
  );
  return { data: () => latest };
}

const lgaSelect = () => screen.getByRole("combobox", { name: "Local government area" }) as HTMLSelectElement;
const optionNames = () =>
  Array.from(lgaSelect().options)
    .map((option) => option.textContent)
    .filter((name) => name !== "" && !/first|Loading|Select/.test(name ?? ""));

describe("a lookup that depends on a sibling (LGA on state)", () => {
  it("is disabled with a hint until the state is chosen, and asks for nothing", () => {
    renderPersonal();
    expect(lgaSelect().disabled).toBe(true);
    expect(screen.getByRole("option", { name: "Choose the State of origin first" })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("lists only the chosen state's LGAs, from the narrowed API list", async () => {
    renderPersonal();
    fireEvent.change(screen.getByRole("combobox", { name: "State of origin" }), { target: { value: "0" } });
    await waitFor(() => expect(lgaSelect().disabled).toBe(false));
    expect(requests).toEqual(["/Lookups/lgas?stateId=25"]);
    expect(optionNames()).toEqual(["Ikeja", "Lagos Island"]);
  });

  it("clears an LGA that does not belong to the newly chosen state", async () => {
    const form = renderPersonal({ stateId: 25, lgaId: 516 });
    await waitFor(() => expect(lgaSelect().disabled).toBe(false));
    expect(form.data()).toMatchObject({ stateId: 25, lgaId: 516 });

    // Ogun is the second state option.
    act(() => {
      fireEvent.change(screen.getByRole("combobox", { name: "State of origin" }), { target: { value: "1" } });
    });
    await waitFor(() => expect(optionNames()).toEqual(["Abeokuta North", "Ijebu Ode"]));
    await waitFor(() => expect(form.data().lgaId).toBeUndefined());
    expect(form.data().stateId).toBe(28);
    expect(requests).toEqual(["/Lookups/lgas?stateId=25", "/Lookups/lgas?stateId=28"]);
  });

  it("keeps a restored LGA that belongs to the restored state", async () => {
    const form = renderPersonal({ stateId: 25, lgaId: 519 });
    await waitFor(() => expect(lgaSelect().disabled).toBe(false));
    expect(lgaSelect().selectedOptions[0]?.textContent).toBe("Lagos Island");
    expect(form.data()).toMatchObject({ lgaId: 519 });
  });

  it("clears the LGA and disables it again when the state is cleared", async () => {
    const form = renderPersonal({ stateId: 25, lgaId: 516 });
    await waitFor(() => expect(lgaSelect().disabled).toBe(false));
    fireEvent.change(screen.getByRole("combobox", { name: "State of origin" }), { target: { value: "" } });
    await waitFor(() => expect(lgaSelect().disabled).toBe(true));
    await waitFor(() => expect(form.data().lgaId).toBeUndefined());
  });
});
