/**
 * Server timestamps may come as "2026-11-22 19:00:00" (SQL) or ISO 8601. Safari rejects the SQL
 * form, so the space becomes a "T" before parsing. Unparseable dates sort last.
 */
export function parseServerDate(value: string): number {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2} /.test(value) ? value.replace(' ', 'T') : value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "22 Nov 2026"; an unparseable value is shown as sent rather than hidden. */
export function formatReviewDate(value: string): string {
  const time = parseServerDate(value);
  return Number.isFinite(time) ? dateFormat.format(time) : value;
}

/** Newest first, whatever order the server sent. */
export function newestFirst<T extends { created_at: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => parseServerDate(b.created_at) - parseServerDate(a.created_at));
}
