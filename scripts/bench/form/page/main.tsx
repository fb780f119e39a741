/**
 * The form benchmark page (built by vite.bench.config.ts, driven by scripts/bench/form.mjs).
 *
 * Four variants of the NCE application form, all with the same validator instance:
 *   ours-*   our Blueprint theme (`withTheme(Theme)`), lookups as `ui:widget: "lookup"` through
 *            `withLookupWidgets` with the fixture lists, exactly as the wizard does;
 *   plain-*  `@rjsf/core`'s `Form` with its default theme, lookups the rjsf way: a copy of the
 *            schema with each lookup as a `oneOf` of `{ const, title }` (`applyLookups`), and
 *            `ui:widget: "tel"` (a widget of ours) as rjsf's text widget with `inputType: "tel"`.
 * "full" is the whole bundled schema in one form; "step" is the wizard's "personal" step
 * (`sectionSchema` / `sectionUiSchema`).
 *
 * The page exposes `window.formBench`; it measures in the page with performance.now():
 *   mount(id)    render into a fresh root inside flushSync, then wait for the next paint
 *                (the rAF after the commit, then a message posted from it: runs after the frame);
 *   keystrokes   from the keydown's timeStamp to the next paint after the input event, whose
 *                React update has been committed by then (discrete events render synchronously).
 */
import "@blueprintjs/core/lib/css/blueprint.css";
import Form, { withTheme } from "@rjsf/core";
import type { FormContextType, RJSFSchema, UiSchema } from "@rjsf/utils";
import { customizeValidator } from "@rjsf/validator-ajv8";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { withLookupWidgets } from "../../../../src/client/engine/lookups/withLookupWidgets";
import { applyLookups } from "../../../../src/client/engine/schemaForms/applyLookups";
import { Theme } from "../../../../src/client/engine/theme";
import { loadApplicationType } from "../../../../src/client/features/applications/applicationTypes";
import { addSharedVocabulary, formAjvOptions } from "../../../../src/schema/createAjv";
import { sectionSchema, sectionUiSchema } from "../../../../src/schema/formSections";
import { fixtureLookups } from "../../../../tests/support/fixtureLookups";

// What `formValidator` compiles outside a production build (engine/validation): the shared
// keywords and options, compiled at run time. One instance for every variant: the precompiled
// validators only accept the exact schema they were built for, and plain rjsf's oneOf copy is
// a different schema. This page is not under the app's CSP, so compiling here is allowed.
const validator = customizeValidator<unknown, RJSFSchema, FormContextType>({
  ajvOptionsOverrides: { ...formAjvOptions, code: { source: true, esm: true } },
  extenderFn: addSharedVocabulary,
});

type AnyForm = ComponentType<{
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: typeof validator;
  noHtml5Validate: boolean;
}>;

const ThemedForm = withTheme<unknown, RJSFSchema, FormContextType>(Theme) as unknown as AnyForm;
const PlainForm = Form as unknown as AnyForm;

/**
 * The UI schema as plain rjsf can take it: it has no "tel" widget (our theme adds one), so a
 * `ui:widget: "tel"` becomes rjsf's text widget with `ui:options.inputType: "tel"`.
 */
function forPlainRjsf(ui: unknown): unknown {
  if (Array.isArray(ui)) return ui.map(forPlainRjsf);
  if (typeof ui !== "object" || ui === null) return ui;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ui)) copy[key] = forPlainRjsf(value);
  if (copy["ui:widget"] === "tel") {
    delete copy["ui:widget"];
    const options = typeof copy["ui:options"] === "object" && copy["ui:options"] ? copy["ui:options"] : {};
    copy["ui:options"] = { ...options, inputType: "tel" };
  }
  return copy;
}

const { schema, uiSchema, sections } = await loadApplicationType("nce");
const personal = sections.find((section) => section.id === "personal");
if (!personal) throw new Error('the NCE application has no "personal" section');
const personalSchema = sectionSchema(schema, personal);

export interface Variant {
  id: string;
  label: string;
  form: AnyForm;
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

const variants: Variant[] = [
  {
    id: "ours-full",
    label: "ours, whole form",
    form: ThemedForm,
    schema,
    uiSchema: withLookupWidgets(schema, uiSchema, fixtureLookups),
  },
  {
    id: "plain-full",
    label: "plain rjsf, whole form",
    form: PlainForm,
    schema: applyLookups(schema, fixtureLookups),
    uiSchema: forPlainRjsf(uiSchema) as UiSchema,
  },
  {
    id: "ours-step",
    label: "ours, personal step",
    form: ThemedForm,
    schema: personalSchema,
    uiSchema: withLookupWidgets(personalSchema, sectionUiSchema(uiSchema, personal), fixtureLookups),
  },
  {
    id: "plain-step",
    label: "plain rjsf, personal step",
    form: PlainForm,
    schema: applyLookups(personalSchema, fixtureLookups),
    uiSchema: forPlainRjsf(sectionUiSchema(uiSchema, personal)) as UiSchema,
  },
];

/** Resolves with performance.now() once the next frame has been produced. */
function nextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

let current: { root: Root; container: HTMLElement } | undefined;

/**
 * The app renders every form inside TanStack Query's provider (the LGA drop-down loads the chosen
 * state's LGAs through it); every variant gets the same provider so the comparison stays fair.
 */
const queryClient = new QueryClient();

function unmount(): void {
  if (!current) return;
  current.root.unmount();
  current.container.remove();
  current = undefined;
}

export interface MountResult {
  /** ms from root.render to the end of the synchronous render and commit (flushSync). */
  commit: number;
  /** ms from root.render to the next paint. */
  paint: number;
  /** inputs, selects and textareas rendered. */
  controls: number;
}

async function mount(id: string): Promise<MountResult> {
  const variant = variants.find((candidate) => candidate.id === id);
  if (!variant) throw new Error(`no variant ${id}`);
  unmount();
  (globalThis as { gc?: () => void }).gc?.(); // --js-flags=--expose-gc: no collection mid-mount
  await nextPaint();
  const container = document.createElement("div");
  container.id = `bench-${id}`;
  document.body.append(container);
  const root = createRoot(container);
  current = { root, container };
  const { form: FormComponent } = variant;
  const start = performance.now();
  flushSync(() => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <FormComponent
          schema={variant.schema}
          uiSchema={variant.uiSchema}
          validator={validator}
          noHtml5Validate
        />
      </QueryClientProvider>,
    );
  });
  const committed = performance.now();
  const painted = await nextPaint();
  return {
    commit: committed - start,
    paint: painted - start,
    controls: container.querySelectorAll("input, select, textarea").length,
  };
}

// Keystroke latency: one measurement per keydown, finished at the paint after its input event.
let keyStart = 0;
let keyDone: Promise<number> = Promise.resolve(Number.NaN);
let resolveKey: ((ms: number) => void) | undefined;
document.addEventListener(
  "keydown",
  (event) => {
    keyStart = Math.min(event.timeStamp, performance.now());
    keyDone = new Promise((resolve) => {
      resolveKey = resolve;
    });
  },
  { capture: true },
);
// On window, bubbling: runs after React's listener on the root container has handled the event.
window.addEventListener("input", () => {
  const start = keyStart;
  const resolve = resolveKey;
  resolveKey = undefined;
  if (resolve) void nextPaint().then((end) => resolve(end - start));
});

declare global {
  interface Window {
    formBench: {
      variants: { id: string; label: string }[];
      mount(id: string): Promise<MountResult>;
      unmount(): void;
      /** The latency of the last keystroke, once its paint has happened. */
      lastKey(): Promise<number>;
    };
  }
}

window.formBench = {
  variants: variants.map(({ id, label }) => ({ id, label })),
  mount,
  unmount,
  lastKey: () => keyDone,
};
const status = document.getElementById("status");
if (status) status.textContent = "ready";
