import { dataURItoBlob } from "@rjsf/utils";

export interface StoredFile {
  dataUrl: string;
  name: string;
  type: string;
  size: number;
}

/**
 * Reads a file as a data URL carrying its name (`data:image/png;name=passport.png;base64,...`),
 * the same shape rjsf's own FileWidget stores, so `format: "data-url"` schemas validate it.
 */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.onload = () => {
      const result = typeof reader.result === "string" ? reader.result : "";
      resolve(result.replace(";base64", `;name=${encodeURIComponent(file.name)};base64`));
    };
    reader.readAsDataURL(file);
  });
}

/** Name, type and size of a stored data URL, for the preview; undefined when it is not one. */
export function describeDataUrl(dataUrl: string): StoredFile | undefined {
  try {
    const { blob, name } = dataURItoBlob(dataUrl);
    return { dataUrl, name: name || "file", type: blob.type, size: blob.size };
  } catch {
    return undefined;
  }
}

/** The stored value(s) as a list of non-empty data URLs. */
export function storedValues(value: unknown): string[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === "string" && item.length > 0);
}
