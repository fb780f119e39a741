/** Upload limits from `ui:options`: `accept` as in <input accept> and `maxSizeKb`. */
export interface FileRules {
  accept?: string;
  maxSizeKb?: number;
}

function acceptTokens(accept: string | undefined): string[] {
  return (accept ?? "")
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token.length > 0);
}

function matches(file: File, token: string): boolean {
  const type = file.type.toLowerCase();
  if (token.startsWith(".")) return file.name.toLowerCase().endsWith(token);
  if (token.endsWith("/*")) return type.startsWith(token.slice(0, -1));
  return type === token;
}

/** "image/jpeg" → "JPEG", ".pdf" → "PDF", "image/*" → "any image". */
function friendly(token: string): string {
  if (token.startsWith(".")) return token.slice(1).toUpperCase();
  const [kind, subtype] = token.split("/");
  if (subtype === "*") return `any ${kind}`;
  return (subtype ?? token).toUpperCase();
}

export function describeAccept(accept: string | undefined): string {
  return [...new Set(acceptTokens(accept).map(friendly))].join(", ");
}

/**
 * Why a chosen file cannot be used, or undefined when it can. The browser's `accept` filter is
 * only a hint (users can pick "All files"), so the widget checks again before reading the file:
 * a wrong or oversized file never reaches the form data.
 */
export function checkFile(file: File, rules: FileRules): string | undefined {
  const tokens = acceptTokens(rules.accept);
  if (tokens.length > 0 && !tokens.some((token) => matches(file, token))) {
    return `"${file.name}" is not an accepted file type. Accepted: ${describeAccept(rules.accept)}.`;
  }
  if (rules.maxSizeKb !== undefined && file.size > rules.maxSizeKb * 1024) {
    const sizeKb = Math.ceil(file.size / 1024);
    return `"${file.name}" is too large (${sizeKb} KB). The maximum size is ${rules.maxSizeKb} KB.`;
  }
  return undefined;
}
