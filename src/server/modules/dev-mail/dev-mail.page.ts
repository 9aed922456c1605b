import { escapeHtml } from '../../mail/html.ts';
import type { DevMail } from './dev-mail.schemas.ts';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const HREF_PATTERN = /href\s*=\s*(["'])(https?:\/\/.*?)\1/gi;

/** Trailing punctuation usually ends the sentence, not the URL. */
function trimUrl(url: string): string {
  return url.replace(/[.,;:!?)\]]+$/, '');
}

function link(url: string): string {
  const safe = escapeHtml(url);
  return `<a href="${safe}">${safe}</a>`;
}

/** The text part, escaped, with its http(s) links made clickable (browser tests follow them). */
function linkifiedText(text: string): { html: string; urls: Set<string> } {
  const urls = new Set<string>();
  let html = '';
  let from = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimUrl(match[0]);
    html += escapeHtml(text.slice(from, match.index)) + link(url);
    from = match.index + url.length;
    urls.add(url);
  }
  return { html: html + escapeHtml(text.slice(from)), urls };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function htmlOnlyLinks(html: string, known: Set<string>): string[] {
  const found = [...html.matchAll(HREF_PATTERN)].map((match) => decodeEntities(match[2] ?? ''));
  return [...new Set(found)].filter((url) => url && !known.has(url));
}

function renderMail(mail: DevMail): string {
  const text = linkifiedText(mail.text);
  const extraLinks = htmlOnlyLinks(mail.html, text.urls);
  // The mail's HTML runs in a sandbox without scripts; <base> opens its links in a new tab.
  const preview = `<base target="_blank">${mail.html}`;
  const attachments = mail.attachments.map(
    (attachment, index) =>
      `<li><a href="/dev/mail/${mail.id}/attachments/${index}">${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.content_type)})</li>`,
  );
  return `<article aria-labelledby="mail-${mail.id}">
<h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.recipient)} · ${escapeHtml(mail.created_at)} · #${mail.id}</p>
<pre>${text.html}</pre>
${extraLinks.length ? `<p>Links in the HTML part:</p><ul>${extraLinks.map((url) => `<li>${link(url)}</li>`).join('')}</ul>` : ''}
${attachments.length ? `<p>Attachments:</p><ul>${attachments.join('')}</ul>` : ''}
<details><summary>HTML version</summary>
<iframe title="HTML version of mail ${mail.id}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(preview)}"></iframe>
</details>
</article>`;
}

export function renderMailPage(mails: DevMail[]): string {
  const body = mails.length ? mails.map(renderMail).join('\n') : '<p>No mail has been sent yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Mail outbox</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
article { border: 1px solid #ccc; border-radius: 6px; padding: 0 1rem 1rem; margin-bottom: 1.5rem; }
.meta { color: #555; }
pre { white-space: pre-wrap; word-break: break-word; background: #f6f6f6; padding: 0.75rem; }
iframe { width: 100%; height: 24rem; border: 1px solid #ddd; }
</style>
</head>
<body>
<h1>Mail outbox</h1>
<p>Newest first. Shown only outside production.</p>
${body}
</body>
</html>`;
}
