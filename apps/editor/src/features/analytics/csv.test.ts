import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('issue 18 part 4: the Analytics tables’ CSV export', () => {
  it('issue 18: fields with commas, quotes or line breaks are quoted and quotes doubled (RFC 4180)', () => {
    expect(csvCell('/plain')).toBe('/plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('issue 18: text starting with = + - @ cannot run as a spreadsheet formula; numbers stay numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0.25)).toBe('0.25');
  });

  it('issue 18: a file is a BOM, a header and CRLF-separated rows', () => {
    expect(
      toCsv(
        ['Page', 'Views'],
        [
          ['/', 3],
          ['/a,b', 1],
        ],
      ),
    ).toBe('\uFEFFPage,Views\r\n/,3\r\n"/a,b",1\r\n');
  });
});
