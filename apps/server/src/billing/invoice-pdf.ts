// A one-page PDF of plain text lines (Helvetica, A4): the local provider's invoice PDFs. PDF 1.4 by
// hand: five objects and their cross-reference table; text is limited to Latin-1 (WinAnsi).

const escapePdf = (line: string) =>
  line.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/** Lines are set top-down; a line starting with "# " is set large, as a title. */
export const textPdf = (lines: readonly string[]): Buffer => {
  const content = [
    'BT',
    '50 790 Td',
    ...lines.flatMap((line) =>
      line.startsWith('# ')
        ? ['/F1 20 Tf', `(${escapePdf(line.slice(2))}) Tj`, '0 -30 Td', '/F1 11 Tf']
        : [`(${escapePdf(line)}) Tj`, '0 -18 Td'],
    ),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};
