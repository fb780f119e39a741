import { Classes, FileInput } from "@blueprintjs/core";
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from "@rjsf/utils";
import { type ChangeEvent, useState } from "react";
import { widgetAria } from "../shared/a11y";
import { localErrorId } from "../shared/ids";
import { ReadonlyValue } from "../shared/ReadonlyValue";
import { checkFile } from "./checkFile";
import { describeDataUrl, readAsDataUrl, storedValues } from "./dataUrl";
import { FilePreview } from "./FilePreview";

/**
 * Uploads (`format: "data-url"`): passport photo, certificates. The file is checked against
 * `ui:options.accept` and `ui:options.maxSizeKb` first; a rejected file shows a message beside
 * the field and never reaches onChange. Accepted files are stored as named data URLs, with an
 * image preview.
 */
export default function FileWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const { id, htmlName, value, multiple = false, disabled, readonly, autofocus, options, onChange } = props;
  const [problem, setProblem] = useState<string>();
  const accept = typeof options.accept === "string" ? options.accept : undefined;
  const maxSizeKb = typeof options.maxSizeKb === "number" ? options.maxSizeKb : undefined;
  const values = storedValues(value);
  const files = values.flatMap((dataUrl) => describeDataUrl(dataUrl) ?? []);

  if (readonly) {
    return (
      <ReadonlyValue id={id}>
        {files.length > 0 ? files.map((file) => <FilePreview key={file.dataUrl} file={file} />) : undefined}
      </ReadonlyValue>
    );
  }

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const picked = Array.from(input.files ?? []);
    if (picked.length === 0) return;
    const rejection = picked.map((file) => checkFile(file, { accept, maxSizeKb })).find(Boolean);
    // Clear the native input either way so choosing the same file again fires a change.
    input.value = "";
    if (rejection) {
      setProblem(rejection);
      return;
    }
    setProblem(undefined);
    try {
      const urls = await Promise.all(picked.map(readAsDataUrl));
      onChange(multiple ? [...values, ...urls] : urls[0]);
    } catch {
      setProblem("The file could not be read. Please try again.");
    }
  };

  const remove = (index: number) => {
    setProblem(undefined);
    onChange(multiple ? values.filter((_, i) => i !== index) : options.emptyValue);
  };

  const aria = widgetAria(props, [problem ? localErrorId(id) : undefined]);
  const chosen = files.map((file) => file.name).join(", ");

  return (
    <div className="matric-file">
      <FileInput
        fill
        disabled={disabled}
        hasSelection={files.length > 0}
        text={chosen || (multiple ? "Choose files…" : "Choose file…")}
        buttonText="Browse"
        inputProps={{
          id,
          name: htmlName || id,
          accept,
          multiple,
          autoFocus: autofocus,
          onChange: handleChange,
          ...aria,
          ...(problem ? { "aria-invalid": true } : {}),
        }}
      />
      {problem && (
        <div
          id={localErrorId(id)}
          role="alert"
          className={`${Classes.FORM_HELPER_TEXT} ${Classes.INTENT_DANGER}`}
        >
          {problem}
        </div>
      )}
      {files.map((file, index) => (
        <FilePreview key={file.dataUrl} file={file} onRemove={disabled ? undefined : () => remove(index)} />
      ))}
    </div>
  );
}
