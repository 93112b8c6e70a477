import { describe, expect, it } from 'vitest';
import { attachmentHeader, csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each(['=1+1', '+91', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises %j, which a spreadsheet would run as a formula',
    (value) => expect(csvCell(value)).toBe(`"'${value}"`),
  );

  it('doubles quotes inside a quoted cell and keeps commas and line breaks in it', () => {
    expect(csvCell('She said "hi", then\nleft')).toBe('"She said ""hi"", then\nleft"');
  });

  it('writes nothing for a missing value and numbers as digits', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(2027)).toBe('"2027"');
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark so Excel reads Hindi names as UTF-8, and ends rows with CRLF', () => {
    const csv = toCsv([['Name'], ['अनन्या शर्मा']]);
    expect(csv).toBe('\uFEFF"Name"\r\n"अनन्या शर्मा"\r\n');
  });
});

describe('attachmentHeader', () => {
  it('keeps quotes, slashes and non-ASCII out of the plain filename and spells it exactly in filename*', () => {
    const header = attachmentHeader('आवेदक "x"/..;.csv');
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(header).not.toMatch(/filename="[^"]*["\\/;][^"]*"/);
    expect(header).toContain(encodeURIComponent('आवेदक'));
  });
});
