import type { ApplicationData } from "../schemaForms";

/**
 * Where an unfinished application is kept between visits. Injected into the wizard so the local
 * store used today can be swapped for the server's (applicant drafts API) without touching it.
 */
export interface DraftStore {
  load(): Promise<ApplicationData | undefined>;
  save(data: ApplicationData): Promise<void>;
  /** Forget the draft (after a successful submit). Optional: a server store may do it itself. */
  clear?(): Promise<void>;
  /**
   * What a new application starts with when there is no draft yet (the names on the applicant's
   * paid invoice): shown filled in, not "restored", and saved with the applicant's first edit.
   */
  starting?(): ApplicationData | undefined;
}

/** The slice of the Web Storage API the local store needs (tests pass a Map-backed one). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const PREFIX = "matric.draft.";

function isRecord(value: unknown): value is ApplicationData {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A draft in the browser's localStorage under `matric.draft.<key>`. A corrupt entry reads as no
 * draft rather than breaking the form. Passport photos make drafts large (up to ~300 KB); a full
 * storage rejects the save, which the wizard shows as "Not saved".
 */
export function localDraftStore(key: string, storage: DraftStorage = window.localStorage): DraftStore {
  const name = `${PREFIX}${key}`;
  return {
    async load() {
      const text = storage.getItem(name);
      if (text === null) return undefined;
      try {
        const value: unknown = JSON.parse(text);
        return isRecord(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    async save(data) {
      storage.setItem(name, JSON.stringify(data));
    },
    async clear() {
      storage.removeItem(name);
    },
  };
}
