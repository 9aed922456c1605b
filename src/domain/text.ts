/** Server text such as "fresh-produce" is shown as "Fresh produce". */
export function humanize(text: string): string {
  const spaced = text.replace(/-/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export const REVIEW_TEXT_CUT_AT = 89;

/** Cuts text longer than `limit` characters, reporting whether anything was cut. */
export function cutText(text: string, limit = REVIEW_TEXT_CUT_AT): { text: string; isCut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, isCut: false };
  return { text: `${chars.slice(0, limit).join('').trimEnd()}…`, isCut: true };
}

/** Review counts: 999, then "1K+" from 1,000 and "1M+" from 1,000,000. */
export function abbreviateCount(count: number): string {
  if (count >= 1_000_000) return `${Math.floor(count / 1_000_000)}M+`;
  if (count >= 1_000) return `${Math.floor(count / 1_000)}K+`;
  return String(count);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
