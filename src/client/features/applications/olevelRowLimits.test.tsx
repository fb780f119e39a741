import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fixtureLookups } from "../../../../tests/support/fixtureLookups";
import { ThemedForm } from "../../../../tests/support/renderForm";
import { checkApplicationTypes } from "../../../schema/applicationTypes/applicationFolders";
import { readResolvedFolders } from "../../../schema/applicationTypes/readApplicationTypes";
import { readSchemaFiles } from "../../../schema/loadSchemas";
import { resourceKeys } from "../../api/resources";

afterEach(cleanup);

/** Every type's folder resolved and the shared pieces, as the server and the build read them. */
const schemasDir = pathToFileURL(`${resolve("schemas")}/`);
const resolvedFolders = await readResolvedFolders(schemasDir);
const sharedPieces = Object.fromEntries(
  (await readSchemaFiles(schemasDir)).map((file) => [file.id, file.schema]),
);

/** NCE as an officer would limit it: exactly 5 O-level rows per sitting (issue 25, part 2). */
function nceWithRows(limits: Record<string, number>) {
  const folders = resolvedFolders.map((folder) =>
    folder.folder === "nce" ? { ...folder, meta: { ...(folder.meta as object), limits } } : folder,
  );
  const nce = checkApplicationTypes(folders, sharedPieces).find((type) => type.meta.id === "nce");
  if (!nce) throw new Error("no nce type");
  return {
    schema: nce.schema.properties?.olevel as RJSFSchema,
    uiSchema: nce.uiSchema.olevel as UiSchema,
  };
}

function renderSittings({ schema, uiSchema }: { schema: RJSFSchema; uiSchema: UiSchema }) {
  // The theme's lookup widgets read the college's lists through react-query.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [name, list] of Object.entries(fixtureLookups))
    queryClient.setQueryData(resourceKeys.lookup(name), list);
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <ThemedForm schema={schema} uiSchema={uiSchema} validator={validator} />
    </QueryClientProvider>,
  );
  /** The first sitting's subject rows, by their grade fields. */
  return () => container.querySelectorAll('[id^="root_0_subjects_"][id$="_grade"]').length;
}

describe("O-level rows from the type's limits", () => {
  it('offers exactly 5 rows and no way to add a sixth with "olevelRows": 5, "olevelMaxRows": 5', async () => {
    const rows = renderSittings(nceWithRows({ olevelRows: 5, olevelMaxRows: 5 }));
    expect(rows()).toBe(5);
    expect(
      screen.getByText("Fill at least 5 rows (up to 5). English Language and Mathematics are expected."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Add a subject/ })).toBeNull();
  });

  it("offers 8 rows and a button for more under NCE's own limits", async () => {
    const rows = renderSittings(nceWithRows({}));
    expect(rows()).toBe(8);
    expect(screen.getByRole("button", { name: /Add a subject/ })).toBeTruthy();
  });
});
