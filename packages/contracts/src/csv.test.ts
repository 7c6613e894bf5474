import { describe, expect, it } from 'vitest';
import { csvText } from './csv.ts';

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

  it('neutralises cells a spreadsheet would run as a formula, keeping numbers numeric', () => {
    const cells = (line: (string | number)[]) => csvText([line]).slice(0, -2);
    expect(cells(['=HYPERLINK("http://x.example","y")', '+1+1', '-2+3', '@SUM(A1)'])).toBe(
      `"'=HYPERLINK(""http://x.example"",""y"")",'+1+1,'-2+3,'@SUM(A1)`,
    );
    expect(cells(['\t=1', '\r=1', "=cmd|' /C calc'!A0"])).toBe(`'\t=1,"'\r=1",'=cmd|' /C calc'!A0`);
    expect(cells([-3.5, '-3.5', '+12', '-0.4%', '-1e3', 'Acme - CRM', 'a=b'])).toBe(
      '-3.5,-3.5,+12,-0.4%,-1e3,Acme - CRM,a=b',
    );
  });
});
