/**
 * A small RFC 4180 reader for code lists exported from spreadsheets: quoted fields with separators, quotes
 * ("") and line breaks inside, CRLF or LF line ends, a UTF-8 byte-order mark, and ';' as the separator
 * when the header uses it (spreadsheets in many European locales save that way).
 */

export interface CsvRecord {
  /** Line of the file the record starts on (the header is line 1), as a spreadsheet numbers it. */
  line: number;
  fields: string[];
}

export class CsvError extends Error {}

/** ';' when the first line has more semicolons than commas outside quotes, else ','. */
export function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semis = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semis++;
  }
  return semis > commas ? ';' : ',';
}

export function parseCsv(input: string, separator = detectSeparator(input)): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let recordLine = 1;

  const endField = () => {
    fields.push(field);
    field = '';
    afterQuote = false;
  };
  const endRecord = () => {
    endField();
    // A blank line is no record.
    if (!(fields.length === 1 && fields[0].trim() === '')) records.push({ line: recordLine, fields });
    fields = [];
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field.trim() === '' && !afterQuote) {
      field = '';
      quoted = true;
    } else if (ch === '"' && afterQuote) {
      throw new CsvError(`Line ${line}: text after a closing quote.`);
    } else if (ch === separator) {
      endField();
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (afterQuote) {
      if (ch.trim() !== '') throw new CsvError(`Line ${line}: text after a closing quote.`);
    } else {
      // A quote inside an unquoted value (5" screen) is just a character.
      field += ch;
    }
  }
  if (quoted) throw new CsvError(`Line ${recordLine}: a quoted value is never closed.`);
  if (field !== '' || fields.length > 0 || afterQuote) endRecord();
  return records;
}
