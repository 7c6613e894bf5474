// CSV text for the table exports: fields quoted only when they hold a quote, comma or line break;
// lines end in CRLF (RFC 4180), which spreadsheet programs read everywhere.

const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The lines (header first) as CSV text. */
export const csvText = (lines: readonly (readonly (string | number)[])[]): string =>
  `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
