import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProfileUpdateBody, RegisterBody } from './account.ts';
import { ContactMessage } from './contact.ts';
import { textId } from './ids.ts';
import { INVALID_CHARACTER, requiredParagraph, requiredText } from './text-field.ts';

const line = requiredText(20);
const paragraph = requiredParagraph(50);

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('requiredText', () => {
  it.each([
    ['decomposed accents', 'Cafe\u0301 Ame\u0301lie', 'Café Amélie'],
    ['spaces around', '  Ada  ', 'Ada'],
    ['zero-width spaces anywhere', '\u200BAd\u200Ba\u200B', 'Ada'],
    ['a byte-order mark and soft hyphen', '\uFEFFAd\u00ADa', 'Ada'],
    ['joiners and direction marks at the ends', '\u200D\u200EAda\u200C\u200F', 'Ada'],
    ['a Hangul filler and Braille blank at the ends', '\u3164Ada\u2800', 'Ada'],
  ])('cleans %s', (_case, input, stored) => {
    expect(line.parse(input)).toBe(stored);
    expect(line.parse(input)).toBe(line.parse(stored));
  });

  it.each([
    ['a family emoji (joiners inside)', '👨\u200D👩\u200D👧'],
    ['the flag of England (tag characters)', '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}'],
    ['a red heart (variation selector at the end)', '\u2764\uFE0F'],
    ['Arabic text', 'مطعم الشام'],
    ['Persian text with a zero-width non-joiner', 'می\u200Cخواهم'],
  ])('keeps %s as it is', (_case, text) => {
    expect(line.parse(text)).toBe(text.normalize('NFC'));
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a byte-order mark and joiners', '\uFEFF\u200D\u200C'],
    ['Hangul fillers', '\u3164\u3164'],
    ['spaces and no-break spaces', ' \u00A0\u2003 '],
  ])('counts text made only of %s as missing', (_case, text) => {
    expect(messages(line, text)).toEqual(['This field is required.']);
  });

  it.each([
    ['a lone high surrogate', 'Ada\uD83D'],
    ['a lone low surrogate', '\uDE00Ada'],
    ['a right-to-left override', 'Ada\u202Egpj.exe'],
    ['a left-to-right embedding', '\u202AAda'],
    ['a directional isolate', 'Ada\u2066x\u2069'],
    ['a NUL character', 'a\u0000b'],
    ['an escape character', 'Ada\u001B[31m'],
    ['DEL', 'Ada\u007F'],
    ['a C1 control', 'Ada\u0085x'],
    ['a line break inside a name', 'Ada\nLovelace'],
    ['a tab inside a name', 'Ada\tLovelace'],
  ])('refuses %s', (_case, text) => {
    expect(messages(line, text)).toEqual([INVALID_CHARACTER]);
  });

  it('counts length after cleaning, in characters as stored', () => {
    expect(line.parse(`${'\u200B'.repeat(50)}Ada`)).toBe('Ada');
    expect(messages(line, 'x'.repeat(21))).toEqual(['Please keep this under 20 characters.']);
  });
});

describe('requiredParagraph', () => {
  it('keeps line breaks and tabs inside, trims them at the ends', () => {
    expect(paragraph.parse('\nDear shop,\r\n\tthank you.\n')).toBe('Dear shop,\r\n\tthank you.');
  });

  it.each([
    ['a lone surrogate', 'Hello \uD800'],
    ['a right-to-left override', 'Hello \u202E'],
    ['a NUL character', 'Hello\u0000'],
    ['a vertical tab', 'Hello\u000Bthere'],
  ])('refuses %s', (_case, text) => {
    expect(messages(paragraph, text)).toEqual([INVALID_CHARACTER]);
  });

  it('counts a paragraph of invisible characters as missing', () => {
    expect(messages(paragraph, '\u200B\n\u200B')).toEqual(['This field is required.']);
  });
});

describe('the schemas built on them', () => {
  it('stores names NFC-normalised and refuses invisible ones at sign-up', () => {
    const body = { email: 'ada@venue.test', password: 'long enough' };
    expect(RegisterBody.parse({ ...body, name: 'Zoe\u0308' }).name).toBe('Zoë');
    expect(messages(RegisterBody, { ...body, name: '\u200B' })).toEqual(['This field is required.']);
    expect(messages(RegisterBody, { ...body, name: '\u202Eadmin' })).toEqual([INVALID_CHARACTER]);
  });

  it('refuses a lone surrogate in a profile name and a contact message', () => {
    expect(messages(ProfileUpdateBody, { name: '\uD83D', phone: '020 7946 0000' })).toEqual([
      INVALID_CHARACTER,
    ]);
    const contact = { name: 'Ada', email: 'ada@venue.test', phone: '020 7946 0000' };
    expect(messages(ContactMessage, { ...contact, message: 'Hi \uDC00' })).toEqual([INVALID_CHARACTER]);
    expect(ContactMessage.parse({ ...contact, message: 'Line one\nLine two' }).message).toBe(
      'Line one\nLine two',
    );
  });
});

describe('type errors read the same everywhere', () => {
  it.each([
    [requiredText(10), undefined, 'This field is required.'],
    [requiredText(10), null, 'This field is required.'],
    [requiredText(10), 42, 'Please enter text.'],
    [requiredText(10), { a: 1 }, 'Please enter text.'],
    [requiredText(10), ['a', 'b'], 'Please give a single value.'],
    [textId, ['1', '2'], 'Please give a single value.'],
    [textId, undefined, 'This field is required.'],
    [z.string(), 7, 'Please enter text.'],
    [z.string(), ['a', 'b'], 'Please give a single value.'],
    [z.number(), '7', 'Please enter a number.'],
    [z.number().int(), 1.5, 'Please enter a whole number.'],
    [z.boolean(), 'yes', 'Please give true or false.'],
    [z.strictObject({ a: z.string() }), 'x', 'Please give these details as an object.'],
    [z.enum(['user', 'seller']), 'admin', 'Please choose one of: user, seller.'],
    [z.string().min(3), 'ab', 'Please enter at least 3 characters.'],
    [z.number().max(5), 6, 'Please enter 5 or less.'],
    [z.email(), 'nope', 'Please enter a valid email address.'],
  ] as const)('%#: %j gets %j', (schema, value, message) => {
    expect(messages(schema as z.ZodType, value)).toEqual([message]);
  });
});
