import {
  Button,
  Callout,
  FormGroup,
  H1,
  H2,
  HTMLSelect,
  InputGroup,
  Spinner,
  TextArea,
} from "@blueprintjs/core";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import type { CheckResult, PublishedType, TypeFilesBody } from "../../../contract/applicationTypes";
import type { FieldError } from "../../../contract/envelope";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { fetchPublishedTypes, typeAdminCalls } from "../../api/applicationTypes";
import { errorEnvelopeOf, errorMessage } from "../../api/http";
import { useLookup } from "../../api/resources";
import { CollegeHeader } from "../../engine/document/CollegeHeader";
import { useApplicationLookups } from "../../engine/schemaForms/useApplicationLookups";
import { ApplicationWizard } from "../../engine/wizard/ApplicationWizard";
import type { DraftStore } from "../../engine/wizard/draftStore";
import { useCurrentPageName } from "../../shell/breadcrumbs/currentPageName";
import { flash } from "../../shell/flash";
import { ADD_FIELD_EXAMPLE, asJsonMember } from "./addFieldExample";
import { FieldEditor } from "./FieldEditor";
import { newTypeFiles } from "./newTypeFiles";
import { ensurePublishedValidators } from "./publishedValidators";
import { typeOfDefinition } from "./usePublishedType";
import { VersionChanges } from "./VersionChanges";
import "./applicationTypes.css";

type Json = Record<string, unknown>;
type FileName = "meta" | "schema" | "uiSchema";
const FILES: { name: FileName; label: string; rows: number }[] = [
  { name: "meta", label: "meta.json (name, routes, invoice, steps)", rows: 12 },
  { name: "schema", label: "form.schema.json (fields and rules)", rows: 24 },
  { name: "uiSchema", label: "form.ui.json (titles, widgets, order)", rows: 16 },
];
const CHECK_DELAY_MS = 600;
const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The preview's draft lives in memory: nothing an officer types into it is sent anywhere. */
function memoryDraftStore(): DraftStore {
  let data: Json | undefined;
  return {
    async load() {
      return data;
    },
    async save(next) {
      data = next;
    },
    async clear() {
      data = undefined;
    },
  };
}

/** `text` kept as the expert typed it when it already says `value`, else `value` written out. */
const textOf = (text: string, value: unknown) => {
  try {
    if (JSON.stringify(JSON.parse(text)) === JSON.stringify(value)) return text;
  } catch {
    // Not JSON yet: the field editor's value replaces it.
  }
  return pretty(value);
};

function parseFiles(texts: Record<FileName, string>): { files?: TypeFilesBody; problems: FieldError[] } {
  const problems: FieldError[] = [];
  const parsed: Partial<Record<FileName, Json>> = {};
  for (const { name } of FILES) {
    try {
      const value: unknown = JSON.parse(texts[name]);
      if (typeof value !== "object" || value === null || Array.isArray(value))
        throw new Error("not a JSON object");
      parsed[name] = value as Json;
    } catch (error) {
      problems.push({
        path: name,
        message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  if (problems.length > 0) return { problems };
  return { files: parsed as TypeFilesBody, problems };
}

/** The form as the applicant will see it: the engine's wizard over the checked draft. */
function LivePreview({ type }: { type: ApplicationType }) {
  const [store] = useState(memoryDraftStore);
  const lookups = useApplicationLookups(type.schema);
  if (lookups.pending) return <Spinner size={24} aria-label="Loading the preview's lists" />;
  return (
    <ApplicationWizard
      schema={type.schema}
      uiSchema={type.uiSchema}
      steps={type.meta.steps}
      lookups={lookups.lists}
      draftStore={store}
      saveDelayMs={100}
      preview
      onSubmit={() => {
        throw new Error("This is a preview: nothing is submitted.");
      }}
      header={<CollegeHeader subtitle={`${type.meta.name} application form`} />}
    />
  );
}

/**
 * /applications/types/:type (edit) and /applications/types/new: the registry's editor of an
 * application type — its meta.json, form schema and UI schema as JSON — checked as they are typed
 * against the engine's meta-schema (only the engine's keywords, widgets and the shared parts of
 * schemas/common), with the list of problems by path and a LIVE PREVIEW of the form through the
 * engine, as the applicant will see it. "Publish" makes the next version (audited); "Save draft"
 * keeps unpublished work.
 */
export default function ApplicationTypeEditorPage() {
  const params = useParams();
  const isNew = !params.type || params.type === "new";
  const navigate = useNavigate();
  const calls = useMemo(() => typeAdminCalls(), []);
  const [typeKey, setTypeKey] = useState(isNew ? "" : (params.type ?? ""));
  const [texts, setTexts] = useState<Record<FileName, string>>();
  const [loaded, setLoaded] = useState<{ version: number; status: string } | null>();
  const [loadFailure, setLoadFailure] = useState<string>();
  const [check, setCheck] = useState<CheckResult & { localProblems: FieldError[] }>();
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<{ type: ApplicationType; key: number }>();
  // The last checked schema with its shared pieces inlined: the field editor names shared fields by
  // its titles. Until the first check answers the editor waits, rather than list raw keys.
  const [bundled, setBundled] = useState<unknown>();
  const [firstChecked, setFirstChecked] = useState(false);
  // The first check runs at once; later ones wait for a pause in the typing.
  const checkedOnce = useRef(false);
  const [busy, setBusy] = useState<"publish" | "draft">();
  const [published, setPublished] = useState<{ version: number; seconds?: number }>();
  const started = useRef(Date.now());

  // An existing type opens its draft if one is being edited, else its newest published version.
  useEffect(() => {
    if (isNew) return;
    let live = true;
    (async () => {
      const summary = (await calls.types()).find((type) => type.typeKey === params.type);
      if (!summary) throw new Error("There is no such application type.");
      const open = summary.versions.find((version) => version.status === "draft") ?? summary.versions[0];
      if (!open) throw new Error("This type has no version.");
      const files = await calls.files(summary.typeKey, open.version);
      if (!live) return;
      setTexts({ meta: pretty(files.meta), schema: pretty(files.schema), uiSchema: pretty(files.uiSchema) });
      setLoaded({ version: open.version, status: open.status });
    })().catch(
      (error: unknown) => live && setLoadFailure(errorMessage(error, "The type could not be loaded.")),
    );
    return () => {
      live = false;
    };
  }, [calls, isNew, params.type]);

  // Checked shortly after each edit (the first at once: nothing is being typed yet): problems by
  // path, and the live preview when it passes.
  useEffect(() => {
    if (!texts || !typeKey) return;
    const { files, problems } = parseFiles(texts);
    if (!files) {
      setCheck({ problems: [], preview: null, changes: [], localProblems: problems });
      return;
    }
    let live = true;
    const timer = window.setTimeout(
      async () => {
        checkedOnce.current = true;
        setChecking(true);
        try {
          const result = await calls.check(typeKey, files);
          if (!live) return;
          // Named before the preview's validators load: the step list need not wait for them.
          if (result.preview) setBundled(result.preview.schema);
          setFirstChecked(true);
          if (result.preview) {
            const type = typeOfDefinition(result.preview);
            await ensurePublishedValidators(type.schema, result.preview.validatorsUrl);
            if (!live) return;
            setPreview((previous) => ({ type, key: (previous?.key ?? 0) + 1 }));
          }
          setCheck({ ...result, localProblems: [] });
        } catch (error) {
          if (!live) return;
          // Unchecked, the step list shows what the files say (shared fields by their keys).
          setFirstChecked(true);
          setCheck({
            problems: [],
            preview: null,
            changes: [],
            localProblems: [{ path: "", message: errorMessage(error, "The form could not be checked.") }],
          });
        } finally {
          if (live) setChecking(false);
        }
      },
      checkedOnce.current ? CHECK_DELAY_MS : 0,
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [texts, typeKey, calls]);

  const problems = [...(check?.localProblems ?? []), ...(check?.problems ?? [])];
  // The field editor's view of the same draft (none while a file is not valid JSON).
  const draft = useMemo(() => (texts ? parseFiles(texts).files : undefined), [texts]);
  const applyDraft = useCallback(
    (next: TypeFilesBody) =>
      setTexts(
        (current) =>
          current && {
            meta: textOf(current.meta, next.meta),
            schema: textOf(current.schema, next.schema),
            uiSchema: textOf(current.uiSchema, next.uiSchema),
          },
      ),
    [],
  );
  const typeName = nameInMeta(texts?.meta) ?? typeKey;
  // The trail's last step names the type, not its key (a new one's draft too, once it has a name).
  const draftName = isNew ? nameInMeta(texts?.meta) : typeName || undefined;
  useCurrentPageName(draftName);
  // Publish sits below the files: bring its outcome (and a new type's next steps) into view.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (published) outcome.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [published]);
  const publishable = Boolean(check?.preview) && problems.length === 0 && !checking;

  const publish = useCallback(async () => {
    if (!texts) return;
    const { files } = parseFiles(texts);
    if (!files) return;
    setBusy("publish");
    try {
      const result = await calls.publish(typeKey, files, isNew);
      const seconds = Math.round((Date.now() - started.current) / 1000);
      setPublished({ version: result.version, seconds });
      setLoaded({ version: result.version, status: "published" });
      // The files are now the newest version: check them again (a new object runs the check), so
      // the changes list is against this version rather than the old list under a new number.
      setCheck((previous) => previous && { ...previous, changes: [] });
      setTexts((current) => current && { ...current });
      void flash({
        title: "Published",
        message: `Version ${result.version} of ${nameInMeta(texts.meta) ?? typeKey} is live.`,
        intent: "success",
        timeout: 5000,
      });
      if (isNew) navigate(`/applications/types/${typeKey}`, { replace: true });
    } catch (error) {
      const errors = errorEnvelopeOf(error)?.errors;
      if (Array.isArray(errors) && errors.length > 0)
        setCheck((previous) => ({
          problems: errors,
          preview: null,
          changes: previous?.changes ?? [],
          localProblems: [],
        }));
      void flash({
        title: "Not published",
        message: errorMessage(error, "The type could not be published."),
        intent: "danger",
        timeout: 5000,
      });
    } finally {
      setBusy(undefined);
    }
  }, [texts, typeKey, isNew, calls, navigate]);

  const saveDraft = useCallback(async () => {
    if (!texts) return;
    const { files } = parseFiles(texts);
    if (!files) return;
    setBusy("draft");
    try {
      const version = await calls.saveDraft(typeKey, files);
      setLoaded({ version, status: "draft" });
      void flash({
        title: "Draft saved",
        message: `Draft ${version} of ${typeKey} is saved (not published).`,
        intent: "success",
        timeout: 5000,
      });
    } catch (error) {
      void flash({
        title: "Not saved",
        message: errorMessage(error, "The draft could not be saved."),
        intent: "danger",
        timeout: 5000,
      });
    } finally {
      setBusy(undefined);
    }
  }, [texts, typeKey, calls]);

  return (
    <div className="matric-page matric-type-editor">
      <p className="matric-no-print">
        <Link to="/applications/types" className="inline-link">
          ← Application types
        </Link>
      </p>
      <H1>
        {isNew
          ? draftName
            ? `New application type: ${draftName}`
            : "New application type"
          : `Edit application type: ${typeName}`}
      </H1>
      {loadFailure && <Callout intent="danger">{loadFailure}</Callout>}
      {isNew && !texts && (
        <NewTypeStart
          onStart={(key, files) => {
            setTypeKey(key);
            setTexts(files);
          }}
        />
      )}
      {!isNew && !texts && !loadFailure && <Spinner aria-label="Loading the type" />}
      {loaded && (
        <p>
          {loaded.status === "draft"
            ? `Editing draft ${loaded.version} (not published yet).`
            : `Editing from version ${loaded.version}; publishing makes version ${loaded.version + 1}.`}
        </p>
      )}
      {published && (
        <div ref={outcome} className="matric-type-editor-outcome">
          <Callout intent="success" title={`Version ${published.version} published`} role="status">
            Applicants now get this form; submitted applications keep the version they were filled with.
            {published.version === 1 && (
              <NewTypeNextSteps login={loginInMeta(texts?.meta) ?? `/${typeKey}_login`} />
            )}
          </Callout>
        </div>
      )}
      {texts && (
        <div className="matric-type-editor-columns">
          <section aria-labelledby="editor-fields">
            <H2 id="editor-fields">Steps and fields</H2>
            {draft && !firstChecked ? (
              <div role="status" className="matric-type-editor-naming">
                <Spinner size={16} /> Reading the steps and fields…
              </div>
            ) : draft ? (
              <FieldEditor draft={draft} bundled={bundled} onChange={applyDraft} />
            ) : (
              <Callout intent="warning">
                The steps and fields show here once the three files below are valid JSON.
              </Callout>
            )}
            <div role="status" aria-live="polite" className="matric-type-editor-status">
              {checking ? "Checking…" : publishable ? "The form passes every check." : ""}
            </div>
            {problems.length > 0 && (
              <Callout intent="danger" title="This form cannot be published yet" data-testid="type-problems">
                <ul>
                  {problems.map((problem) => (
                    <li key={`${problem.path}:${problem.message}`}>
                      {problem.path && <code>{problem.path}</code>} {problem.message}
                    </li>
                  ))}
                </ul>
              </Callout>
            )}
            {check && check.changes.length > 0 && check.changesFrom !== undefined && (
              <VersionChanges
                from={check.changesFrom}
                to={loaded?.status === "draft" ? loaded.version : check.changesFrom + 1}
                list={check.changes}
                title="Changes applicants will be told about"
                intro={`From version ${check.changesFrom} (the newest published), applicants with a draft will be told:`}
              />
            )}
            <div className="matric-type-editor-actions">
              <Button
                intent="primary"
                text="Publish"
                onClick={publish}
                disabled={!publishable}
                loading={busy === "publish"}
              />
              {!isNew && <Button text="Save draft" onClick={saveDraft} loading={busy === "draft"} />}
            </div>
            <H2 id="editor-files">Files (JSON, for experts)</H2>
            <p>The same draft as the steps and fields above: a change in one shows in the other.</p>
            {FILES.map(({ name, label, rows }) => (
              <FormGroup key={name} label={label} labelFor={`type-file-${name}`}>
                <TextArea
                  id={`type-file-${name}`}
                  className="matric-type-editor-json"
                  fill
                  rows={rows}
                  spellCheck={false}
                  value={texts[name]}
                  onChange={(event) => setTexts({ ...texts, [name]: event.target.value })}
                />
              </FormGroup>
            ))}
            <AddFieldHelp />
          </section>
          <section aria-labelledby="editor-preview" className="matric-type-editor-preview">
            <H2 id="editor-preview">Live preview</H2>
            <p>The form as applicants will see it (nothing typed here is sent).</p>
            {preview ? (
              <div data-testid="live-preview">
                <LivePreview key={preview.key} type={preview.type} />
              </div>
            ) : (
              <Callout>The preview appears once the form passes its checks.</Callout>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

function parsedMeta(text: string | undefined): Json | undefined {
  try {
    const value: unknown = JSON.parse(text ?? "");
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}
const nameInMeta = (text: string | undefined) => {
  const name = parsedMeta(text)?.name;
  return typeof name === "string" && name.trim() ? name : undefined;
};
const loginInMeta = (text: string | undefined) => {
  const login = parsedMeta(text)?.login;
  return typeof login === "string" ? login : undefined;
};

/**
 * A published new type is not yet open to applicants: it has no application fee and is not open
 * for the session. Said where the officer is, with the screens that do it.
 */
function NewTypeNextSteps({ login }: { login: string }) {
  return (
    <>
      <p>Before applicants can apply:</p>
      <ol>
        <li>
          the bursary sets its application fee for the session on{" "}
          <Link to="/fees_assignment/application_fees" className="inline-link">
            Application fees
          </Link>{" "}
          (Fees Assignment menu);
        </li>
        <li>
          the admissions office opens it, with its closing date, on{" "}
          <Link to="/applications/setup" className="inline-link">
            Application setup
          </Link>{" "}
          (Applications menu).
        </li>
      </ol>
      <p>
        Applicants then generate and pay its invoice and sign in at <code>{login}</code>. It does not show on
        the college's home page yet (for experts: <code>"landingCard": true</code> in meta.json).
      </p>
    </>
  );
}

const FIELD_EXAMPLE_SCHEMA = asJsonMember(ADD_FIELD_EXAMPLE.key, ADD_FIELD_EXAMPLE.schema);
const FIELD_EXAMPLE_UI = asJsonMember(ADD_FIELD_EXAMPLE.key, ADD_FIELD_EXAMPLE.ui);

/** How to add a field, for an officer who has not written JSON Schema before. */
function AddFieldHelp() {
  return (
    <details className="matric-type-editor-help">
      <summary>How to add a field</summary>
      <ol>
        <li>
          In <strong>form.schema.json</strong>, find the step (e.g. <code>"programme"</code>) and add the
          field under its <code>"properties"</code>:<pre>{FIELD_EXAMPLE_SCHEMA}</pre>
          Text is <code>"type": "string"</code> (with <code>"maxLength"</code>); a whole number{" "}
          <code>"integer"</code> with <code>"minimum"</code>/<code>"maximum"</code>; a choice{" "}
          <code>"enum": ["Yes", "No"]</code>.
        </li>
        <li>
          To make it required, add its key to that step's <code>"required"</code> list.
        </li>
        <li>
          In <strong>form.ui.json</strong>, add the key to the step's <code>"ui:order"</code> where it should
          appear, a widget if the default is not right, and your own words for its messages (by rule:{" "}
          <code>required</code>, <code>minimum</code>, <code>maximum</code>, <code>integer</code>,{" "}
          <code>maxLength</code>, <code>pattern</code>, <code>dependentRequired</code> for fields given
          together, …; <code>{"{limit}"}</code> is the rule's number). The form and the server both say them:
          <pre>{FIELD_EXAMPLE_UI}</pre>
        </li>
        <li>
          A shared piece (<code>"$ref": "../../common/…"</code>) takes no rule beside its reference: set the
          type's limits in meta.json instead, e.g.{" "}
          <code>
            {'"limits": { "olevelRows": 5, "olevelMaxRows": 5, "minimumAge": 18, "maximumAge": 35 }'}
          </code>
          .
        </li>
        <li>
          Check the field in the live preview (every step opens from its step bar), then Publish. Problems are
          listed above the buttons with the place to fix.
        </li>
      </ol>
    </details>
  );
}

function studentTypeOf(type: PublishedType | undefined): number {
  const id = (type?.meta as { studentTypeId?: unknown } | undefined)?.studentTypeId;
  return typeof id === "number" ? id : 1;
}

/**
 * What the student type decides, for an officer who has not met the word (a newcomer did not know
 * which to pick): admissions (student_type_programmes), fees (fee_assignments), the student's pages.
 */
function StudentTypeHelp() {
  return (
    <span id="new-type-student-type-help" className="matric-type-new-help">
      What its admitted applicants become on their student record. It decides which programmes they may be
      admitted to, which acceptance and school fees the bursary charges them (fees are set per student type),
      and what their student pages show (dashboard, fees, hostel and notices). Keep the starting type's own
      for a course run like it: a diploma taught and charged like NCE stays <strong>NCE</strong>. A course
      with its own fees or programmes needs its own student type (as the Professional Diploma in Education
      has): the registrar adds it first under{" "}
      <Link to="/school_setup/student_type" className="inline-link">
        School Setup → Student types
      </Link>
      , with its programmes.
    </span>
  );
}

/** A new type's key, name and the type it starts from; the files are then edited like any other. */
function NewTypeStart({ onStart }: { onStart: (key: string, files: Record<FileName, string>) => void }) {
  const calls = useMemo(() => typeAdminCalls(), []);
  const [types, setTypes] = useState<PublishedType[]>();
  const [key, setKey] = useState("");
  const [name, setName] = useState("");
  const [base, setBase] = useState("nce");
  const studentTypes = useLookup("studentTypes");
  // Unset: the starting type's own student type.
  const [studentTypeId, setStudentTypeId] = useState<number>();
  const [errors, setErrors] = useState<{ key?: string; name?: string }>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchPublishedTypes()
      .then(setTypes)
      .catch(() => setTypes([]));
  }, []);

  async function start(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(/^[a-z][a-z0-9_]{0,39}$/.test(key)
        ? {}
        : { key: "please input a key: lower-case letters, digits and _" }),
      ...(types?.some((type) => type.typeKey === key)
        ? { key: "this key is already an application type" }
        : {}),
      ...(name.trim() ? {} : { name: "please input the type's name" }),
    };
    setErrors(found);
    if (found.key || found.name || !types) return;
    const from = types.find((type) => type.typeKey === base);
    if (!from) return;
    setBusy(true);
    try {
      const files = await calls.files(base, from.version);
      const modes = types.flatMap((type) => {
        const meta = type.meta as { applicationMode?: number; variants?: { applicationMode: number }[] };
        return [
          meta.applicationMode ?? 0,
          ...(meta.variants ?? []).map((variant) => variant.applicationMode),
        ];
      });
      const made = newTypeFiles(files, {
        key,
        name: name.trim(),
        mode: Math.max(0, ...modes) + 1,
        studentTypeId: studentTypeId ?? studentTypeOf(from),
      });
      onStart(key, { meta: pretty(made.meta), schema: pretty(made.schema), uiSchema: pretty(made.uiSchema) });
    } catch (error) {
      void flash({
        title: "Not started",
        message: errorMessage(error, "The starting type could not be loaded."),
        intent: "danger",
        timeout: 5000,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={start} noValidate className="matric-type-new">
      <FormGroup
        label="Key"
        labelFor="new-type-key"
        helperText={errors.key ?? "Its routes follow it: /<key>_login, /<key>_application, /<key>_preview"}
        intent={errors.key ? "danger" : "none"}
      >
        <InputGroup
          id="new-type-key"
          value={key}
          maxLength={40}
          onChange={(event) => setKey(event.target.value)}
          aria-invalid={Boolean(errors.key)}
        />
      </FormGroup>
      <FormGroup
        label="Name"
        labelFor="new-type-name"
        helperText={errors.name}
        intent={errors.name ? "danger" : "none"}
      >
        <InputGroup
          id="new-type-name"
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={Boolean(errors.name)}
        />
      </FormGroup>
      <FormGroup label="Start from" labelFor="new-type-base">
        <HTMLSelect id="new-type-base" value={base} onChange={(event) => setBase(event.target.value)}>
          {(types ?? []).map((type) => (
            <option key={type.typeKey} value={type.typeKey}>
              {String(type.meta.name)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label="Student type" labelFor="new-type-student-type" helperText={<StudentTypeHelp />}>
        <HTMLSelect
          id="new-type-student-type"
          aria-describedby="new-type-student-type-help"
          value={String(studentTypeId ?? studentTypeOf(types?.find((type) => type.typeKey === base)) ?? "")}
          onChange={(event) => setStudentTypeId(Number(event.target.value))}
        >
          {(studentTypes.data ?? []).map((option) => (
            <option key={String(option.id)} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <Button type="submit" intent="primary" text="Continue" loading={busy || !types} />
    </form>
  );
}
