import type { AxiosInstance } from "axios";
import type { ApplicationDraft } from "../../../contract/applicationDrafts";
import { applicationDraftCalls } from "../../api/applicationDrafts";
import { http } from "../../api/http";
import type { ApplicationData } from "../schemaForms";
import type { DraftStore } from "./draftStore";

export { ApplicantSignedOutError, ApplicationRejectedError } from "../../api/applicationDrafts";

/** A draft as the server keeps it (`GET /api/ApplicationDrafts/:type`). */
export type ServerDraft = ApplicationDraft;

export interface ServerDraftStore extends DraftStore {
  /** The draft with its dates, or undefined when the applicant has none yet. */
  fetch(): Promise<ServerDraft | undefined>;
  /** Submits the whole application; throws `ApplicationRejectedError` with the server's field errors. */
  submit(data: ApplicationData): Promise<ServerDraft>;
}

/**
 * The draft of application `type` on the server, as the wizard's store. Calls run one after
 * another: an older save finishing after a newer one would overwrite it, and two first saves at
 * once would make two drafts.
 */
export function serverDraftStore(type: string, client: AxiosInstance = http): ServerDraftStore {
  const calls = applicationDraftCalls(type, client);
  let tail: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
  // Once submitted, the server keeps the application as the record: the wizard's clear is a no-op.
  let submitted = false;

  const fetch = () => inOrder(calls.fetch);

  return {
    fetch,
    async load() {
      return (await fetch())?.data;
    },
    async save(data) {
      await inOrder(() => calls.save(data));
    },
    async clear() {
      if (submitted) return;
      await inOrder(calls.discard);
    },
    async submit(data) {
      const draft = await inOrder(() => calls.submit(data));
      submitted = true;
      return draft;
    },
  };
}
