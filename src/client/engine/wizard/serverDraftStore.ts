import { AxiosError, type AxiosInstance } from "axios";
import { type Envelope, http } from "../../api/http";
import type { ApplicationData } from "../schemaForms";
import type { DraftStore } from "./draftStore";

/** A draft as the server keeps it (`GET /api/ApplicationDrafts/:type`). */
export interface ServerDraft {
  applicationType: string;
  data: ApplicationData;
  createdAt: string;
  updatedAt: string;
  /** Null while it is still a draft; a submitted application can be read, not changed. */
  submittedAt: string | null;
}

export interface FieldError {
  path: string;
  message: string;
}

/** The server refused the application (400): its message and each field's error. */
export class ApplicationRejectedError extends Error {
  override name = "ApplicationRejectedError";
  constructor(
    message: string,
    readonly errors: readonly FieldError[],
  ) {
    super(message);
  }
}

export interface ServerDraftStore extends DraftStore {
  /** The draft with its dates, or undefined when this browser has none. */
  fetch(): Promise<ServerDraft | undefined>;
  /** Submits the whole application; throws `ApplicationRejectedError` with the server's field errors. */
  submit(data: ApplicationData): Promise<ServerDraft>;
}

const isStatus = (error: unknown, status: number) =>
  error instanceof AxiosError && error.response?.status === status;

function rejection(error: unknown): unknown {
  if (!(error instanceof AxiosError) || error.response?.status !== 400) return error;
  const body = error.response.data as Partial<Envelope<unknown>> | undefined;
  const errors = body?.errors ?? [];
  const message = errors.length > 0 ? errors.map((e) => `${e.path}: ${e.message}`).join("; ") : body?.message;
  return new ApplicationRejectedError(message ?? "The application was not accepted", errors);
}

/**
 * The draft of application `type` on the server (/api/ApplicationDrafts/:type). The browser's
 * httpOnly cookie, set by the first save, is what makes it this applicant's: nothing to keep here.
 * Calls run one after another: an older save finishing after a newer one would overwrite it, and
 * two first saves at once would make two drafts.
 */
export function serverDraftStore(type: string, client: AxiosInstance = http): ServerDraftStore {
  const url = `/ApplicationDrafts/${encodeURIComponent(type)}`;
  let tail: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
  // Once submitted, the server keeps the application as the record: the wizard's clear is a no-op.
  let submitted = false;

  const fetch = () =>
    inOrder(async () => {
      try {
        return (await client.get<Envelope<ServerDraft>>(url)).data.data;
      } catch (error) {
        if (isStatus(error, 404)) return undefined;
        throw error;
      }
    });

  return {
    fetch,
    async load() {
      return (await fetch())?.data;
    },
    async save(data) {
      await inOrder(() => client.put(url, data));
    },
    async clear() {
      if (submitted) return;
      await inOrder(async () => {
        try {
          await client.delete(url);
        } catch (error) {
          if (!isStatus(error, 404)) throw error;
        }
      });
    },
    async submit(data) {
      try {
        const draft = await inOrder(
          async () => (await client.post<Envelope<ServerDraft>>(`${url}/submit`, data)).data.data,
        );
        submitted = true;
        return draft;
      } catch (error) {
        throw rejection(error);
      }
    },
  };
}
