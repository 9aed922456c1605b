import { inflateSync } from 'node:zlib';

// WinAnsi is Latin-1 except for 0x80-0x9F (€, dashes, curly quotes…); Node's 'windows-1252'
// TextDecoder decodes those as control characters, so they are mapped here.
const WIN_ANSI_80_9F =
  '\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178';

function decodeWinAnsi(bytes: Buffer): string {
  return Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? (WIN_ANSI_80_9F[byte - 0x80] ?? '') : String.fromCharCode(byte),
  ).join('');
}

/** The text of one content stream: each show-text operation (Tj or TJ) as one line. */
function streamText(content: string): string[] {
  const lines: string[] = [];
  // pdfkit writes text as hex strings of WinAnsi codes, kerning numbers between: [<48656c> 20 <6c6f>] TJ
  for (const match of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
    const hexParts =
      match[1] !== undefined ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]) : [match[2]];
    const bytes = Buffer.from(hexParts.join(''), 'hex');
    lines.push(decodeWinAnsi(bytes));
  }
  return lines;
}

/**
 * The visible text of a PDF made by pdfkit with its built-in fonts, one line per text run, for tests
 * (no pdftotext on the machines). Compressed content streams are inflated with zlib.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // Each stream is read to the length its dictionary gives, and the search goes on after it: compressed
  // bytes can contain '<<' or 'endstream' by chance, which would otherwise cut a page's text short.
  const header = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const start = match.index + match[0].length;
    const dictionary = match[1] ?? '';
    const length = Number([...dictionary.matchAll(/\/Length\s+(\d+)(?!\s+\d+\s+R)/g)].at(-1)?.[1] ?? -1);
    const end = length >= 0 ? start + length : raw.indexOf('endstream', start);
    if (end < 0) continue;
    header.lastIndex = end;
    // With its /Length the stream is cut exactly: its last byte may be a newline of the compressed
    // data itself (about one stream in 256), which trimming would cut off and so fail the inflate.
    const bytes = raw.slice(start, end);
    const body = Buffer.from(length >= 0 ? bytes : bytes.replace(/\r?\n$/, ''), 'latin1');
    let content: string;
    try {
      content = (dictionary.includes('/FlateDecode') ? inflateSync(body) : body).toString('latin1');
    } catch {
      continue; // not a stream this reader understands (an image, say)
    }
    lines.push(...streamText(content));
  }
  return lines.join('\n');
}
