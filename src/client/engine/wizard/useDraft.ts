import { useCallback, useEffect, useRef, useState } from "react";
import type { ApplicationData } from "../schemaForms";
import { hasAnswers, sameAnswers } from "./draftContent";
import type { DraftStore } from "./draftStore";

/** What the save indicator shows. */
export type SaveStatus = "idle" | "saving" | "saved" | "error";

export interface Draft {
  /** False until the store has answered (the form waits, so a restored draft is its first data). */
  ready: boolean;
  data: ApplicationData;
  /** The data came from a saved draft: the wizard says so. */
  restored: boolean;
  status: SaveStatus;
  /** Changes not yet saved: leaving asks first. */
  dirty: boolean;
  /**
   * Record an edit to some top-level fields (a step's); saved after `debounceMs` of quiet. A change
   * that alters no answer (a step's defaults filled in on opening) is kept but not saved.
   */
  update(patch: ApplicationData): void;
  /** Save now (step changes); resolves false when the store failed. */
  saveNow(): Promise<boolean>;
  /** Forget the draft after a successful submit. */
  discard(): Promise<void>;
}

/** Edits are saved after this long without another edit: typing does not write on every key. */
export const DRAFT_DEBOUNCE_MS = 800;

/**
 * Keeps the wizard's data and its draft in step. Versions count edits so a save that finishes
 * after newer edits does not mark them saved. The store is read once, at mount; a store that
 * fails to load starts an empty form (or the store's `starting` data) rather than blocking the
 * applicant.
 */
export function useDraft(store: DraftStore, debounceMs: number = DRAFT_DEBOUNCE_MS): Draft {
  const storeRef = useRef(store);
  storeRef.current = store;
  const dataRef = useRef<ApplicationData>({});
  const version = useRef(0);
  const savedVersion = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const [ready, setReady] = useState(false);
  const [data, setData] = useState<ApplicationData>({});
  const [restored, setRestored] = useState(false);
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    let live = true;
    storeRef.current
      .load()
      .catch(() => undefined)
      .then((draft) => {
        if (!live) return;
        // A stored draft without a single answer is no draft: the form starts fresh, silently.
        if (draft && hasAnswers(draft)) {
          dataRef.current = draft;
          setData(draft);
          setRestored(true);
        } else {
          // No draft yet: what the store already knows of the applicant (never over a saved draft).
          const starting = storeRef.current.starting?.();
          if (starting && hasAnswers(starting)) {
            dataRef.current = starting;
            setData(starting);
          }
        }
        setReady(true);
      });
    return () => {
      live = false;
    };
  }, []);

  const saveNow = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const saving = version.current;
    if (saving === savedVersion.current) return true;
    setStatus("saving");
    try {
      await storeRef.current.save(dataRef.current);
      savedVersion.current = Math.max(savedVersion.current, saving);
      const clean = savedVersion.current === version.current;
      setDirty(!clean);
      setStatus("saved");
      return true;
    } catch {
      setStatus("error");
      return false;
    }
  }, []);

  const update = useCallback(
    (patch: ApplicationData) => {
      // Merged into the ref, not the rendered state: two edits in one tick must both survive.
      const next = { ...dataRef.current, ...patch };
      const answered = !sameAnswers(next, dataRef.current);
      dataRef.current = next;
      setData(next);
      // The defaults rjsf fills in when a step opens change no answer: nothing to save.
      if (!answered) return;
      version.current += 1;
      setDirty(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), debounceMs);
    },
    [debounceMs, saveNow],
  );

  const discard = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    savedVersion.current = version.current;
    setDirty(false);
    await storeRef.current.clear?.();
  }, []);

  // Leaving the page inside the app: write what the timer was still holding.
  useEffect(
    () => () => {
      if (timer.current !== undefined) void saveNow();
    },
    [saveNow],
  );

  return { ready, data, restored, status, dirty, update, saveNow, discard };
}
