/**
 * JSON text columns read back. A row may be older, hand-edited or damaged, so a value that is not
 * JSON, or not of the shape asked for, reads as "nothing" rather than failing the page it is on.
 */

/** The column's JSON object; null when the text is not JSON or holds no object. */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The column's JSON array of text (a product's image paths), any other item left out. */
export function parseTextArray(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
