/**
 * Text for a LIKE pattern in which `%`, `_` and the escape character itself match only
 * themselves; the query names the escape character with `escape '\'`, which both databases read.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
