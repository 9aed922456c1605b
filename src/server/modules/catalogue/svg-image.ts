import { hashOf, iconFor, paletteFor } from './svg-art.ts';

const SIZE = 600;
const LINE_CHARS = 18;
const MAX_LINES = 3;
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

/** Tab, newline and carriage return are the only control characters XML 1.0 allows. */
function isXmlChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

/** Text for XML: markup characters escaped, characters XML forbids dropped. */
export function escapeXml(text: string): string {
  return Array.from(text)
    .filter(isXmlChar)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Greedy word wrap to at most MAX_LINES lines, the last one ending in an ellipsis when cut. */
export function wrapText(text: string, lineChars = LINE_CHARS, maxLines = MAX_LINES): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (Array.from(candidate).length <= lineChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

export type ImageSubject = {
  /** The text on the picture: the product or category name. */
  title: string;
  /** Slug of the top-level category, which picks colours and pictogram. */
  groupSlug: string;
  /** Seeds the layout, so each product (and each of its views) looks a little different. */
  seed: string;
  /** A small caption above the title, such as the category name. */
  caption?: string;
};

function decorations(seed: number, accent: string): string {
  const circles: string[] = [];
  for (let n = 0; n < 5; n++) {
    const value = (seed >>> (n * 5)) & 0x3ff;
    const cx = (value * 37) % SIZE;
    const cy = ((value * 53) >>> 1) % SIZE;
    const r = 30 + (value % 90);
    circles.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" fill-opacity="0.08"/>`);
  }
  return circles.join('');
}

/** A square, self-contained SVG: gradient by category, a pictogram and the wrapped title. */
export function renderImage(subject: ImageSubject): string {
  const palette = paletteFor(subject.groupSlug);
  const seed = hashOf(subject.seed);
  const angle = seed % 360;
  const lines = wrapText(subject.title);
  const fontSize = lines.some((line) => Array.from(line).length > 15) ? 40 : 46;
  const lineHeight = Math.round(fontSize * 1.2);
  const textTop = 420 - ((lines.length - 1) * lineHeight) / 2;
  const iconScale = 2.1 + (seed % 5) / 10;
  const iconX = SIZE / 2 - 50 * iconScale;
  const iconY = 215 - 50 * iconScale;
  const text = lines
    .map((line, index) => `<tspan x="300" y="${textTop + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const caption = subject.caption
    ? `<text x="300" y="64" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="600" fill="${palette.accent}" fill-opacity="0.9" letter-spacing="2">${escapeXml(subject.caption.toUpperCase())}</text>`
    : '';

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(subject.title)}">`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    decorations(seed, palette.accent),
    caption,
    `<g transform="translate(${iconX.toFixed(1)} ${iconY.toFixed(1)}) scale(${iconScale.toFixed(2)})" fill="${palette.accent}" stroke="${palette.accent}" stroke-width="0">${iconFor(subject.groupSlug)}</g>`,
    `<rect x="40" y="${textTop - lineHeight}" width="520" height="${lines.length * lineHeight + lineHeight * 0.6}" rx="18" fill="#000" fill-opacity="0.22"/>`,
    `<text text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${text}</text>`,
    '</svg>',
  ].join('');
}
