import { describe, expect, it } from 'vitest';
import {
  numberText,
  dateText,
  dayText,
  decimalText,
  longDayText,
  momentText,
  monthText,
  shortMomentText,
  timeAgoText,
  weekdayMomentText,
} from './format';

const now = new Date('2026-03-12T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe('instants, read in India whatever the device’s zone', () => {
  it('gives the day in India, even when it is another day in UTC', () => {
    expect(dayText('2026-03-01T20:00:00Z')).toBe('2 Mar 2026');
    expect(longDayText('2026-03-01T20:00:00Z')).toBe('2 March 2026');
  });

  it('gives the moment to the minute, with or without the weekday or the year', () => {
    expect(momentText('2026-03-12T10:15:00Z')).toBe('12 Mar 2026, 3:45 pm');
    expect(weekdayMomentText('2026-03-12T10:15:00Z')).toBe('Thu, 12 Mar, 2026, 3:45 pm');
    expect(shortMomentText('2026-03-12T10:15:00Z')).toBe('12 Mar, 3:45 pm');
  });

  it('returns text that is not a date as it came', () => {
    expect(dayText('soon')).toBe('soon');
    expect(momentText('')).toBe('');
  });
});

describe('calendar dates, which never shift with a zone', () => {
  it('names the day and the month as written', () => {
    expect(dateText('2026-12-31')).toBe('31 Dec 2026');
    expect(monthText('2026-12')).toBe('Dec 2026');
    expect(monthText('someday')).toBe('someday');
  });
});

describe('timeAgoText', () => {
  it('says "Just now" within a minute, and for a server clock slightly ahead', () => {
    expect(timeAgoText(ago(30_000), now)).toBe('Just now');
    expect(timeAgoText(ago(-5_000), now)).toBe('Just now');
  });

  it('counts minutes, hours and days for the last week', () => {
    expect(timeAgoText(ago(MINUTE), now)).toBe('1 minute ago');
    expect(timeAgoText(ago(45 * MINUTE), now)).toBe('45 minutes ago');
    expect(timeAgoText(ago(3 * 60 * MINUTE), now)).toBe('3 hours ago');
    expect(timeAgoText(ago(2 * 24 * 60 * MINUTE), now)).toBe('2 days ago');
  });

  it('gives the date in India after a week, even when it is another day in UTC', () => {
    expect(timeAgoText('2026-03-01T20:00:00Z', now)).toBe('2 Mar 2026');
  });
});

describe('numbers', () => {
  it('group digits the Indian way', () => {
    expect(numberText(123456)).toBe('1,23,456');
    expect(decimalText(1234.56)).toBe('1,234.6');
    expect(decimalText(45)).toBe('45');
  });
});
