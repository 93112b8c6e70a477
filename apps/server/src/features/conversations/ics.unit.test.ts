import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './ics';

const event = {
  uid: '6f1c2a9e-0000-4000-8000-000000000001@shuruaat',
  sequence: 2,
  status: 'CONFIRMED' as const,
  start: new Date('2026-12-01T10:30:00+05:30'),
  end: new Date('2026-12-01T11:15:00+05:30'),
  stamp: new Date('2026-11-23T08:00:00Z'),
  summary: 'Interview: React Developer Intern at Kirana Cloud',
  location: 'https://meet.example.com/abc-defg-hij',
  description: 'Bring your portfolio; we will talk about React, Node.js\nand your project.',
  url: 'https://meet.example.com/abc-defg-hij',
};

describe('calendarFile', () => {
  it('writes one VEVENT with UTC times converted from IST, CRLF line ends', () => {
    const ics = calendarFile(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.trimEnd().split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('DTSTART:20261201T050000Z');
    expect(lines).toContain('DTEND:20261201T054500Z');
    expect(lines).toContain('DTSTAMP:20261123T080000Z');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const unfolded = calendarFile(event).replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'DESCRIPTION:Bring your portfolio\\; we will talk about React\\, Node.js\\nand your project.',
    );
  });

  it('folds long lines at 75 octets without splitting a multi-byte character', () => {
    const line = `LOCATION:${'बेंगलुरु '.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    parts.slice(1).forEach((part) => expect(part.startsWith(' ')).toBe(true));
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});
