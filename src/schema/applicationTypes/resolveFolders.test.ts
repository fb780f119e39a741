import { describe, expect, it } from "vitest";
import { ApplicationTypeError } from "./applicationFile";
import { mergeDeep } from "./mergeDeep";
import { resolveApplicationFolders } from "./resolveFolders";
import { resolveUiFragments } from "./uiFragments";

const problemsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApplicationTypeError) return error.problems;
    throw error;
  }
  return [];
};

describe("mergeDeep (the one merge rule of extends and UI fragments)", () => {
  it("merges objects key by key, keeping the base's order; arrays and scalars replace; null removes", () => {
    const merged = mergeDeep(
      { a: 1, b: { x: 1, y: [1, 2] }, c: "keep", d: { gone: true } },
      { b: { y: [3], z: 2 }, a: 9, d: null, e: "new" },
    );
    expect(merged).toEqual({ a: 9, b: { x: 1, y: [3], z: 2 }, c: "keep", e: "new" });
    expect(Object.keys(merged)).toEqual(["a", "b", "c", "e"]);
    expect(Object.keys(merged.b as object)).toEqual(["x", "y", "z"]);
  });
});

describe("resolveUiFragments", () => {
  const fragments = {
    "common/address.ui.json": { "ui:widget": "textarea", "ui:options": { rows: 2 } },
    "common/contact.ui.json": { "ui:title": "Contact", contactAddress: { $ref: "address.ui.json" } },
  };

  it("merges a fragment (and the fragments it takes, by paths relative to it) under the section's own keys", () => {
    const ui = { contact: { $ref: "../../common/contact.ui.json", "ui:title": "Next of kin" } };
    expect(resolveUiFragments(ui, "applications/x/form.ui.json", fragments)).toEqual({
      contact: {
        "ui:title": "Next of kin",
        contactAddress: { "ui:widget": "textarea", "ui:options": { rows: 2 } },
      },
    });
  });

  it("refuses a fragment that is not there, and one that takes itself", () => {
    expect(() =>
      resolveUiFragments(
        { a: { $ref: "../../common/none.ui.json" } },
        "applications/x/form.ui.json",
        fragments,
      ),
    ).toThrow('$ref "../../common/none.ui.json" names no UI fragment (schemas/common/none.ui.json)');
    const loop = { "common/loop.ui.json": { inner: { $ref: "loop.ui.json" } } };
    expect(() =>
      resolveUiFragments({ a: { $ref: "../../common/loop.ui.json" } }, "applications/x/form.ui.json", loop),
    ).toThrow("circular $ref: common/loop.ui.json -> common/loop.ui.json");
  });
});

describe("resolveApplicationFolders (extends)", () => {
  const base = {
    folder: "base",
    meta: { id: "base", name: "Base", routes: { form: "/base", preview: "/base/preview" } },
    schema: { $id: "applications/base/form.schema.json", title: "Base application", type: "object" },
    ui: { "ui:document": { title: "Base application", photo: "uploads.passport" } },
  };

  it("gives a type the other's files with its own merged over them, and the schema its own $id", () => {
    const [, child] = resolveApplicationFolders([
      base,
      {
        folder: "child",
        meta: { extends: "base", id: "child", name: "Child", routes: { form: "/child", preview: null } },
        ui: { "ui:document": { title: "Child application" } },
      },
    ]);
    expect(child).toEqual({
      folder: "child",
      meta: { id: "child", name: "Child", routes: { form: "/child" } },
      schema: { $id: "applications/child/form.schema.json", title: "Base application", type: "object" },
      ui: { "ui:document": { title: "Child application", photo: "uploads.passport" } },
    });
  });

  it("follows a chain, and names the file of a type that extends no folder or goes round in a circle", () => {
    const [, , grandchild] = resolveApplicationFolders([
      base,
      { folder: "child", meta: { extends: "base", id: "child" } },
      { folder: "grandchild", meta: { extends: "child", id: "grandchild", name: "Grandchild" } },
    ]);
    expect(grandchild?.meta).toEqual({ id: "grandchild", name: "Grandchild", routes: base.meta.routes });
    expect(
      problemsOf(() => resolveApplicationFolders([{ folder: "lost", meta: { extends: "nowhere" } }])),
    ).toEqual(['schemas/applications/lost/meta.json: "extends" names no type folder ("nowhere")']);
    const circle = problemsOf(() =>
      resolveApplicationFolders([
        { folder: "a", meta: { extends: "b" } },
        { folder: "b", meta: { extends: "a" } },
      ]),
    );
    expect(circle).toContain(
      'schemas/applications/b/meta.json: "extends" goes round in a circle: a -> b -> a',
    );
  });
});
