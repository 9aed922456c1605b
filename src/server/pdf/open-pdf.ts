/** A document being drawn, and the whole file once `doc.end()` is called. */
export type OpenPdf = { doc: PDFKit.PDFDocument; file: Promise<Buffer> };

/**
 * Starts a PDF. pdfkit (its font parser, the standard fonts' metrics and a Brotli decoder: several
 * MB of memory) is loaded on the first PDF a process draws, not at start: most processes serve
 * catalogue pages and never draw one.
 */
export async function openPdf(options: PDFKit.PDFDocumentOptions): Promise<OpenPdf> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const file = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, file };
}
