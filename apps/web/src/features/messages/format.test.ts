import { describe, expect, it } from 'vitest';
import { interviewWhen, linkify } from './format';

describe('linkify', () => {
  it('turns http and https addresses into links and leaves the rest as text', () => {
    expect(linkify('See https://meet.example.com/abc, then reply.')).toEqual([
      { text: 'See ' },
      { text: 'https://meet.example.com/abc', href: 'https://meet.example.com/abc' },
      { text: ', then reply.' },
    ]);
  });

  it('never makes a javascript: or data: address a link', () => {
    const parts = linkify('javascript:alert(1) data:text/html,<b>x</b>');
    expect(parts.every((part) => part.href === undefined)).toBe(true);
  });
});

describe('interviewWhen', () => {
  it('shows the time in IST whatever the browser’s zone', () => {
    expect(interviewWhen('2026-12-01T05:00:00.000Z')).toMatch(/10:30\s?am IST$/i);
  });
});
