import { describe, expect, it } from 'vitest';
import { notificationDateTimeText, notificationTimeText } from './notification-time';

const now = new Date('2026-03-12T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe('notificationTimeText', () => {
  it('says "Just now" within a minute, and for a server clock slightly ahead', () => {
    expect(notificationTimeText(ago(30_000), now)).toBe('Just now');
    expect(notificationTimeText(ago(-5_000), now)).toBe('Just now');
  });

  it('counts minutes, hours and days for the last week', () => {
    expect(notificationTimeText(ago(MINUTE), now)).toBe('1 minute ago');
    expect(notificationTimeText(ago(45 * MINUTE), now)).toBe('45 minutes ago');
    expect(notificationTimeText(ago(3 * 60 * MINUTE), now)).toBe('3 hours ago');
    expect(notificationTimeText(ago(2 * 24 * 60 * MINUTE), now)).toBe('2 days ago');
  });

  it('gives the date in India after a week, even when it is another day in UTC', () => {
    expect(notificationTimeText('2026-03-01T20:00:00Z', now)).toBe('2 Mar 2026');
  });

  it('shows the exact Indian time on hover', () => {
    expect(notificationDateTimeText('2026-03-12T10:15:00Z')).toBe('12 Mar 2026, 3:45 pm');
  });
});
