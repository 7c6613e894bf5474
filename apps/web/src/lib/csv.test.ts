import { describe, expect, it } from 'vitest';
import { csvText } from './csv.ts';
import { datedFileName } from './download.ts';

describe('csvText', () => {
  it('joins fields with commas and lines with CRLF, quoting only where needed', () => {
    expect(
      csvText([
        ['Source', 'Count'],
        ['a.com', 3],
        ['say "hi", then', 'two\nlines'],
      ]),
    ).toBe('Source,Count\r\na.com,3\r\n"say ""hi"", then","two\nlines"\r\n');
  });
});

describe('datedFileName', () => {
  it('adds the local date, zero padded', () => {
    expect(datedFileName('top-citations', 'csv', new Date(2026, 10, 2, 23, 30))).toBe(
      'top-citations-2026-11-02.csv',
    );
  });
});
