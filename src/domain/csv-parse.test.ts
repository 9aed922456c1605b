import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parse.ts';

describe('parseCsv', () => {
  it('splits records and fields, with quoted commas, quotes and line breaks, CRLF or LF', () => {
    expect(parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\n\nlast,,\n')).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b', 'c'] },
        { line: 2, fields: ['x, y', 'say "hi"', 'two\nlines'] },
        { line: 5, fields: ['last', '', ''] },
      ],
    });
  });

  it('refuses a quote left open, or text after a closing quote, with the line', () => {
    expect(parseCsv('a,b\n1,"open\n2,3')).toEqual({
      ok: false,
      line: 2,
      message: 'Line 2: a quote is never closed.',
    });
    expect(parseCsv('a,b\n"x"y,1')).toMatchObject({ ok: false, line: 2 });
  });
});
