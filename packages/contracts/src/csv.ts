// CSV text for the web app's table exports and the account export: fields quoted only when they hold
// a quote, comma or line break; lines end in CRLF (RFC 4180), which spreadsheet programs read
// everywhere. Every CSV goes through csvText (the web app's downloadCsv takes only its result).

/** Text made by csvText, the one CSV writer. */
export type CsvText = string & { readonly __csv: unique symbol };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?%?$/i;
const FORMULA_START = /^[=+\-@\t\r]/;

// A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula, and
// entity names come from AI answers that third parties can steer: such text gets a leading quote
// (OWASP's CSV injection advice) so it stays text. A number, negative ones too, stays a number.
const neutralised = (text: string) => (FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text);

const csvField = (value: string | number) => {
  const text = typeof value === 'number' ? String(value) : neutralised(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The lines (header first) as CSV text. */
export const csvText = (lines: readonly (readonly (string | number)[])[]): CsvText =>
  `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n` as CsvText;
