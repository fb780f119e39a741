import { escapeHtml } from "./escapeHtml";
import type { OutboxMessage } from "./outboxMailer";

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g;

/** Escapes `text` and turns every http(s) address in it into a link. */
export function linkify(text: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * The development outbox as a plain HTML page. Only the plain-text body is shown (escaped, links
 * made clickable), never the HTML body: the page needs no script or style, so it works under the
 * portal's strict Content-Security-Policy unchanged.
 */
export function outboxPage(messages: readonly OutboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p>To <strong>${escapeHtml(m.toAddress)}</strong> at <time datetime="${m.createdAt.toISOString()}">${escapeHtml(m.createdAt.toISOString())}</time></p>
<pre>${linkify(m.textBody)}</pre>
</article>`,
    )
    .join("\n<hr>\n");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Outbox (development)</title></head>
<body>
<main>
<h1>Outbox (development only)</h1>
<p>Mail the portal would have sent. Newest first; shown because no SMTP server is configured.</p>
${messages.length === 0 ? "<p>No mail yet.</p>" : items}
</main>
</body>
</html>
`;
}
