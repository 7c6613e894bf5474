import { describe, expect, it } from 'vitest';
import { textPdf } from './invoice-pdf.ts';

describe('textPdf', () => {
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = textPdf([
      '# Invoice TEST-1',
      'Amount: EUR 80.00 (tax excluded)',
      'Brackets (and \\ backslashes) €',
    ]).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(pdf.match(/startxref\n(\d+)\n/)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    expect(offsets.map((offset) => pdf.slice(offset, offset + 7))).toEqual([
      '1 0 obj',
      '2 0 obj',
      '3 0 obj',
      '4 0 obj',
      '5 0 obj',
    ]);
    expect(pdf).toContain('(Brackets \\(and \\\\ backslashes\\) ?) Tj');
    const length = Number(pdf.match(/\/Length (\d+)/)![1]);
    const stream = pdf.slice(pdf.indexOf('stream\n') + 7, pdf.indexOf('\nendstream'));
    expect(stream.length).toBe(length);
  });
});
