/** One record of a CSV file with the line of the file it starts on (1 for the first). */
export type CsvRecord = { line: number; fields: string[] };

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

/**
 * Reads CSV text as RFC 4180 writes it: fields split by commas, records by CRLF or LF, a field in
 * double quotes may hold commas, line breaks and doubled quotes. A byte-order mark (as spreadsheet
 * programs save) is skipped and blank lines are left out. A quote left open, or text straight after
 * a closing quote, is refused with the line it is on.
 */
export function parseCsv(text: string): CsvParse {
  const records: CsvRecord[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let afterQuote = false;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    afterQuote = false;
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
        afterQuote = true;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === ',') {
      fields.push(field);
      field = '';
      afterQuote = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else if (afterQuote) {
      return {
        ok: false,
        line,
        message: `Line ${line}: text after a closing quote. Put the whole field in quotes.`,
      };
    } else if (char === '"' && field === '') {
      quoted = true;
    } else {
      field += char;
    }
  }
  if (quoted) return { ok: false, line: recordLine, message: `Line ${recordLine}: a quote is never closed.` };
  endRecord();
  return { ok: true, records };
}
