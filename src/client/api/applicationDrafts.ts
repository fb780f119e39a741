import { AxiosError, type AxiosInstance } from "axios";
import type { ApplicationData, ApplicationDraft } from "../../contract/applicationDrafts";
import type { FieldError, SuccessEnvelope } from "../../contract/envelope";
import { errorEnvelopeOf, http } from "./http";

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

const isStatus = (error: unknown, status: number) =>
  error instanceof AxiosError && error.response?.status === status;

function rejection(error: unknown): unknown {
  if (!isStatus(error, 400)) return error;
  const body = errorEnvelopeOf(error);
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  // The wizard words each field error with the field's title; the path is never shown to people.
  return new ApplicationRejectedError(body?.message ?? "The application was not accepted", errors);
}

export interface ApplicationDraftCalls {
  /** The draft with its dates, or undefined when the applicant has none yet. */
  fetch(): Promise<ApplicationDraft | undefined>;
  save(data: ApplicationData): Promise<void>;
  /** Discards the draft; none to discard is fine. */
  discard(): Promise<void>;
  /** Submits the whole application; throws `ApplicationRejectedError` with the server's field errors. */
  submit(data: ApplicationData): Promise<ApplicationDraft>;
}

/** The applicant has no session (or it ended): their pages send them to the type's sign-in. */
export class ApplicantSignedOutError extends Error {
  override name = "ApplicantSignedOutError";
}

/** A 401 means the applicant must sign in again; their 401 is never a staff session ending. */
function signedOut(error: unknown): unknown {
  return isStatus(error, 401) ? new ApplicantSignedOutError(errorEnvelopeOf(error)?.message ?? "") : error;
}

const applicantOnly = { skipAuthHandling: true } as const;

/**
 * The calls of `/api/ApplicationDrafts/:type`: the signed-in applicant's application. The
 * applicant session is an httpOnly cookie the sign-in set: nothing to keep here.
 */
export function applicationDraftCalls(type: string, client: AxiosInstance = http): ApplicationDraftCalls {
  const url = `/ApplicationDrafts/${encodeURIComponent(type)}`;
  return {
    async fetch() {
      try {
        return (await client.get<SuccessEnvelope<ApplicationDraft>>(url, applicantOnly)).data.data;
      } catch (error) {
        if (isStatus(error, 404)) return undefined;
        throw signedOut(error);
      }
    },
    async save(data) {
      try {
        await client.put(url, data, applicantOnly);
      } catch (error) {
        throw signedOut(error);
      }
    },
    async discard() {
      try {
        await client.delete(url, applicantOnly);
      } catch (error) {
        if (!isStatus(error, 404)) throw signedOut(error);
      }
    },
    async submit(data) {
      try {
        return (await client.post<SuccessEnvelope<ApplicationDraft>>(`${url}/submit`, data, applicantOnly))
          .data.data;
      } catch (error) {
        throw signedOut(rejection(error));
      }
    },
  };
}
