/** A document being drawn, and the whole file once `doc.end()` is called. */
export type OpenPdf = { doc: PDFKit.PDFDocument; file: Promise<Buffer> };

/** What pdfkit's AFM parser (not exported) keeps of a standard font's metrics file. */
type AfmMetrics = {
  attributes: object;
  glyphWidths: object;
  boundingBoxes: object;
  kernPairs: object;
};
type AfmParser = { prototype: { parse(this: AfmMetrics, contents: string): void } };

/**
 * pdfkit reads and parses a standard font's metrics file (Helvetica's 3,000 kerning pairs) for every
 * document that uses the font: about 7 ms of an invoice's 9, spent again on every PDF. The parsed
 * metrics never change after parsing (pdfkit only reads them), so they are parsed once per file and
 * shared by every later document; the PDF's bytes are the same.
 */
function parseStandardFontsOnce(doc: PDFKit.PDFDocument): void {
  const parser = (doc as unknown as { _font?: { font?: { constructor: unknown } } })._font?.font
    ?.constructor as AfmParser | undefined;
  const parse = parser?.prototype.parse;
  if (!parser || typeof parse !== 'function') return;
  const parsed = new Map<string, AfmMetrics>();
  parser.prototype.parse = function parseOnce(contents) {
    const known = parsed.get(contents);
    if (known) {
      Object.assign(this, known);
      return;
    }
    parse.call(this, contents);
    const { attributes, glyphWidths, boundingBoxes, kernPairs } = this;
    parsed.set(contents, { attributes, glyphWidths, boundingBoxes, kernPairs });
  };
}

let fontsShared = false;

/**
 * Starts a PDF. pdfkit (its font parser, the standard fonts' metrics and a Brotli decoder: several
 * MB of memory) is loaded on the first PDF a process draws, not at start: most processes serve
 * catalogue pages and never draw one.
 */
export async function openPdf(options: PDFKit.PDFDocumentOptions): Promise<OpenPdf> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument(options);
  if (!fontsShared) {
    fontsShared = true;
    parseStandardFontsOnce(doc);
  }
  const chunks: Buffer[] = [];
  const file = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, file };
}
