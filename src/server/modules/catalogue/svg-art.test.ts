import { describe, expect, it } from 'vitest';
import { iconFor, paletteFor } from './svg-art.ts';

describe('artwork looked up by a category slug', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'gives the default artwork for "%s", not an inherited property',
    (slug) => {
      expect(iconFor(slug)).toBe('<circle cx="50" cy="50" r="40"/>');
      expect(paletteFor(slug)).toEqual({
        from: expect.any(String),
        to: expect.any(String),
        accent: expect.any(String),
      });
    },
  );
});
