import { describe, expect, it } from 'vitest';
import { abbreviateCount, cutText, humanize, REVIEW_TEXT_CUT_AT, slugify } from './text.ts';

describe('humanize', () => {
  it.each([
    ['fresh-produce', 'Fresh produce'],
    ['dairy', 'Dairy'],
    ['meat-and-fish', 'Meat and fish'],
    ['Already Nice', 'Already Nice'],
    ['-leading', 'Leading'],
    ['', ''],
  ])('%j is shown as %j', (input, output) => {
    expect(humanize(input)).toBe(output);
  });
});

describe('cutText', () => {
  const exactly = 'a'.repeat(89);

  it('cuts at 89 characters by default', () => {
    expect(REVIEW_TEXT_CUT_AT).toBe(89);
  });

  it.each([
    ['short text', 'short text', false],
    ['', '', false],
    [exactly, exactly, false],
    [`${exactly}b`, `${exactly}…`, true],
    [`${'a'.repeat(88)} more words`, `${'a'.repeat(88)}…`, true],
  ])('%j becomes %j (cut: %s)', (input, output, isCut) => {
    expect(cutText(input)).toEqual({ text: output, isCut });
  });

  it('counts an emoji as one character and never splits it', () => {
    const emojiText = '😀'.repeat(89);
    expect(cutText(emojiText)).toEqual({ text: emojiText, isCut: false });
    const longer = `${'😀'.repeat(89)}😀`;
    expect(cutText(longer)).toEqual({ text: `${'😀'.repeat(89)}…`, isCut: true });
  });

  it('takes a custom limit', () => {
    expect(cutText('abcdef', 3)).toEqual({ text: 'abc…', isCut: true });
  });
});

describe('abbreviateCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1K+'],
    [1500, '1K+'],
    [2000, '2K+'],
    [999_999, '999K+'],
    [1_000_000, '1M+'],
    [2_500_000, '2M+'],
  ])('%s is shown as %s', (count, text) => {
    expect(abbreviateCount(count)).toBe(text);
  });
});

describe('slugify', () => {
  it.each([
    ['Fresh Produce', 'fresh-produce'],
    ['Meat & Fish', 'meat-and-fish'],
    ['  Crème Fraîche 200ml  ', 'creme-fraiche-200ml'],
    ['Coca-Cola (24 x 330ml)', 'coca-cola-24-x-330ml'],
    ['---', ''],
    ['', ''],
  ])('%j becomes %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});
