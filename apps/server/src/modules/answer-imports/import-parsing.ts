// An import file read into rows, before any rule: JSON lines (one object a line) or CSV with a header
// (RFC 4180: quoted fields may hold commas, quotes and line breaks). Pure.
import { IMPORT_CSV_COLUMNS, answerImportMessages as m } from '@sightline/contracts';

/** A row as read (1-based), or why it could not be read. */
export type ParsedRow = { row: number; value: unknown } | { row: number; error: string };

export type ParsedFile = { rows: ParsedRow[] } | { error: string };

const parseJsonLines = (text: string): ParsedRow[] =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line, i) => {
      try {
        return { row: i + 1, value: JSON.parse(line) as unknown };
      } catch {
        return { row: i + 1, error: m.invalidJson };
      }
    });

/** The records of a CSV text, or null when a quoted field never closes. */
const csvRecords = (text: string): string[][] | null => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (quoted) return null;
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((f) => f.trim()));
};

const parseCsv = (text: string): ParsedFile => {
  const records = csvRecords(text);
  if (!records) return { error: m.csvUnclosedQuote };
  const [header, ...body] = records;
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const required = IMPORT_CSV_COLUMNS.filter((c) => c !== 'sources');
  if (!required.every((c) => columns.includes(c))) return { error: m.csvHeader };
  return {
    rows: body.map((fields, i) => {
      const value: Record<string, unknown> = {};
      for (const [j, name] of columns.entries()) {
        if (!(IMPORT_CSV_COLUMNS as readonly string[]).includes(name)) continue;
        const field = fields[j] ?? '';
        value[name] = name === 'sources' ? field.split(/[\s|]+/).filter(Boolean) : field;
      }
      return { row: i + 1, value };
    }),
  };
};

/** JSON lines when the first thing in the file is an object, CSV otherwise. */
export const parseImportFile = (text: string): ParsedFile => {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) return { error: m.noRows };
  const rows = body.trimStart().startsWith('{') ? { rows: parseJsonLines(body) } : parseCsv(body);
  if ('rows' in rows && rows.rows.length === 0) return { error: m.noRows };
  return rows;
};
