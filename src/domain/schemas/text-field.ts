import { z } from 'zod';
import { REQUIRED, typeErrorMessage } from './error-messages.ts';

export const INVALID_CHARACTER = 'Please remove the invalid character.';

/** Characters with no meaning in form text, removed wherever they are: zero-width space, word joiner, byte-order mark, soft hyphen. */
const INVISIBLE = /[\u00AD\u200B\u2060\uFEFF]/gu;
/**
 * Blank characters trimmed from both ends together with whitespace: zero-width (non-)joiners and
 * direction marks, Hangul fillers and the Braille blank. Inside text they stay, since emoji and
 * some scripts need the joiners.
 */
const BLANK = '\\s\\u115F\\u1160\\u200C-\\u200F\\u2800\\u3164\\uFFA0';
const BLANK_ENDS = new RegExp(`^[${BLANK}]+|[${BLANK}]+$`, 'gu');
/** A UTF-16 half of a character without its other half: it cannot be stored as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Bidirectional embeddings, overrides and isolates: they reorder the text shown around them. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** Control characters (NUL, escape, DEL, C1 …); a paragraph may keep tabs and line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, less tab, line feed and carriage return.
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** Text as it is stored: NFC-normalised, without invisible characters, trimmed of blanks at both ends. */
export function cleanText(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '').replace(BLANK_ENDS, '');
}

/** True when the text holds a character no form field accepts (single line unless `multiline`). */
export function hasInvalidCharacter(text: string, multiline = false): boolean {
  return (
    LONE_SURROGATE.test(text) ||
    BIDI_CONTROL.test(text) ||
    (multiline ? CONTROL_BUT_LINES : CONTROL).test(text)
  );
}

/**
 * Every text field goes through here once: cleaned (cleanText), then refused if a character is
 * left that no person means to type, then measured. Text made only of invisible characters is
 * empty once cleaned, so it counts as missing.
 */
function formText(max: number, multiline: boolean) {
  return z
    .string({ error: typeErrorMessage })
    .overwrite(cleanText)
    .refine((text) => !hasInvalidCharacter(text, multiline), { error: INVALID_CHARACTER, abort: true })
    .min(1, { error: REQUIRED })
    .max(max, { error: `Please keep this under ${max} characters.` });
}

/** A required single line of text from a form (a name, an address line), at most `max` characters. */
export function requiredText(max: number) {
  return formText(max, false);
}

/** A required paragraph (a message, a review): like requiredText, but tabs and line breaks are kept. */
export function requiredParagraph(max: number) {
  return formText(max, true);
}

/**
 * An optional text field: cleaned and checked as a required one is, but empty (or only blanks, or
 * left out) is stored as null.
 */
function optionalFormText(max: number, multiline: boolean) {
  return z
    .string({ error: typeErrorMessage })
    .overwrite(cleanText)
    .refine((text) => !hasInvalidCharacter(text, multiline), { error: INVALID_CHARACTER, abort: true })
    .max(max, { error: `Please keep this under ${max} characters.` })
    .nullable()
    .optional()
    .transform((text) => text || null);
}

/** An optional single line (a reference number, a short note); empty is null. */
export function optionalLine(max: number) {
  return optionalFormText(max, false);
}

/** An optional paragraph (delivery instructions); tabs and line breaks are kept, empty is null. */
export function optionalParagraph(max: number) {
  return optionalFormText(max, true);
}
