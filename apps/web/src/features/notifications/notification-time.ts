const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Notifications happen at a moment, not on a calendar day, so they are read in India's time.
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** "Just now", "5 minutes ago", "3 hours ago", "2 days ago" within a week, then "12 Mar 2026". */
export function notificationTimeText(createdAt: string, now: Date = new Date()): string {
  const at = new Date(createdAt);
  const elapsed = now.getTime() - at.getTime();
  if (Number.isNaN(elapsed)) return createdAt;
  // A server clock a little ahead of the phone's still reads as "just now".
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), 'day');
  return dateFormat.format(at);
}

/** The exact moment, shown on hover: "12 Mar 2026, 3:45 pm". */
export function notificationDateTimeText(createdAt: string): string {
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? createdAt : dateTimeFormat.format(at);
}
