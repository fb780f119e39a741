import { describe, expect, it } from "vitest";
import { type DraftStorage, localDraftStore } from "./draftStore";

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe("localDraftStore", () => {
  it("saves, loads and clears a draft under its own key", async () => {
    const storage = memoryStorage();
    const store = localDraftStore("nce", storage);
    expect(await store.load()).toBeUndefined();
    await store.save({ personal: { surname: "Okafor" } });
    expect([...storage.items.keys()]).toEqual(["matric.draft.nce"]);
    expect(await localDraftStore("nce", storage).load()).toEqual({ personal: { surname: "Okafor" } });
    expect(await localDraftStore("pre_nce", storage).load()).toBeUndefined();
    await store.clear?.();
    expect(await store.load()).toBeUndefined();
  });

  it("reads a corrupt entry as no draft", async () => {
    const storage = memoryStorage();
    storage.setItem("matric.draft.nce", "{not json");
    expect(await localDraftStore("nce", storage).load()).toBeUndefined();
    storage.setItem("matric.draft.nce", "[1,2]");
    expect(await localDraftStore("nce", storage).load()).toBeUndefined();
  });

  it("passes a full storage's refusal on to the caller", async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    await expect(localDraftStore("nce", storage).save({})).rejects.toThrow("full");
  });
});
