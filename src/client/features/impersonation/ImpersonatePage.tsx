import { Button, Callout, FormGroup, H1, InputGroup, Radio, RadioGroup, TextArea } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import {
  IMPERSONATION_MESSAGES,
  MINUTES_MAX,
  MINUTES_MIN,
  REASON_MAX,
  REASON_MIN,
  requestFieldErrors,
} from "../../../contract/impersonation";
import { errorMessage, fieldErrorsOf } from "../../api/http";
import { requestImpersonation, searchCandidates } from "../../api/impersonation";
import "./impersonation.css";

export const IMPERSONATE_MESSAGES = {
  chooseUser: "please choose the user to impersonate",
  failed: "The impersonation could not be started. Please try again.",
  noMatch: "No user you may impersonate matches this search.",
} as const;

const DEFAULT_MINUTES = 15;
const SEARCH_DELAY_MS = 300;

interface FieldErrors {
  userIdToImpersonate?: string | undefined;
  reason?: string | undefined;
  minutes?: string | undefined;
}

/** The search text, settled: sent once typing pauses, not on every key. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * /user_management/impersonate: a super-admin (or holder of the impersonate claim) picks a user,
 * says why and for how long, and is taken to the impersonation link, which signs them in as that
 * user. The server checks everything again; super-admins and other impersonators are never offered.
 */
export default function ImpersonatePage() {
  const [search, setSearch] = useState("");
  const settledSearch = useSettled(search.trim(), SEARCH_DELAY_MS);
  const [userId, setUserId] = useState<number>();
  const [reason, setReason] = useState("");
  const [minutes, setMinutes] = useState(String(DEFAULT_MINUTES));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const candidates = useQuery({
    queryKey: ["impersonation-candidates", settledSearch],
    queryFn: () => searchCandidates(settledSearch),
    enabled: settledSearch.length >= 2,
    staleTime: 30_000,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    const minutesNumber = /^\d+$/.test(minutes.trim()) ? Number(minutes.trim()) : Number.NaN;
    const found: FieldErrors = { userIdToImpersonate: userId ? undefined : IMPERSONATE_MESSAGES.chooseUser };
    for (const error of requestFieldErrors(reason, minutesNumber)) found[error.path] = error.message;
    setErrors(found);
    if (found.userIdToImpersonate || found.reason || found.minutes || !userId) return;
    setBusy(true);
    try {
      const ticket = await requestImpersonation({
        userIdToImpersonate: userId,
        reason: reason.trim(),
        minutes: minutesNumber,
      });
      // A full page load: the link page starts the impersonated session from a clean slate.
      window.location.assign(ticket.loginUrl);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors({
        userIdToImpersonate: fields.userIdToImpersonate,
        reason: fields.reason,
        minutes: fields.minutes,
      });
      setProblem(errorMessage(failure, IMPERSONATE_MESSAGES.failed));
      setBusy(false);
    }
  }

  const list = candidates.data ?? [];
  return (
    <section className="impersonate-page" aria-labelledby="impersonate-title">
      <H1 id="impersonate-title">Impersonate a user</H1>
      <p>
        See the portal exactly as a user sees it, to help them. Everything you do is recorded in your name and
        theirs; you cannot change their password, and the session ends by itself after the minutes you choose.
      </p>
      {problem ? (
        <Callout intent="danger" title="Impersonation not started">
          {problem}
        </Callout>
      ) : null}
      <form className="impersonate-form" onSubmit={submit} noValidate>
        <FormGroup
          label="Find the user"
          labelFor="impersonate-search"
          helperText="User name or full name, at least 2 characters"
        >
          <InputGroup
            id="impersonate-search"
            type="search"
            leftIcon={<SearchIcon />}
            value={search}
            onValueChange={setSearch}
            autoComplete="off"
          />
        </FormGroup>
        <FormGroup
          intent={errors.userIdToImpersonate ? "danger" : "none"}
          helperText={errors.userIdToImpersonate}
        >
          {settledSearch.length >= 2 && candidates.isSuccess && list.length === 0 ? (
            <p>{IMPERSONATE_MESSAGES.noMatch}</p>
          ) : null}
          {list.length > 0 ? (
            <RadioGroup
              className="impersonate-candidates"
              label="User to impersonate"
              selectedValue={userId === undefined ? undefined : String(userId)}
              onChange={(event) => setUserId(Number(event.currentTarget.value))}
            >
              {list.map((candidate) => (
                <Radio
                  key={candidate.id}
                  value={String(candidate.id)}
                  label={`${candidate.fullName} (${candidate.userName}, ${candidate.userType})`}
                />
              ))}
            </RadioGroup>
          ) : null}
        </FormGroup>
        <FormGroup
          label="Reason"
          labelFor="impersonate-reason"
          labelInfo="(required)"
          intent={errors.reason ? "danger" : "none"}
          helperText={
            errors.reason ?? `${REASON_MIN} to ${REASON_MAX} characters; it is kept in the audit log.`
          }
        >
          <TextArea
            id="impersonate-reason"
            fill
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            intent={errors.reason ? "danger" : "none"}
          />
        </FormGroup>
        <FormGroup
          label="Minutes"
          labelFor="impersonate-minutes"
          labelInfo="(required)"
          intent={errors.minutes ? "danger" : "none"}
          helperText={
            errors.minutes ?? `From ${MINUTES_MIN} to ${MINUTES_MAX}: the session ends by itself then.`
          }
        >
          <InputGroup
            id="impersonate-minutes"
            type="number"
            min={MINUTES_MIN}
            max={MINUTES_MAX}
            value={minutes}
            onValueChange={setMinutes}
            intent={errors.minutes ? "danger" : "none"}
          />
        </FormGroup>
        <Button type="submit" intent="warning" loading={busy} text="Impersonate" />
      </form>
      <p className="bp6-text-muted">{IMPERSONATION_MESSAGES.privilegedTarget}.</p>
    </section>
  );
}
