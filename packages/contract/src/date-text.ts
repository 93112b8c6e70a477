// The server's one way to write a date in an email or a notification. It prints what the web's
// momentText prints (apps/web/src/lib/format.ts: same locale, zone and fields), and names the
// zone, because an email is read wherever its reader happens to be.
let istMoment: Intl.DateTimeFormat | undefined;
const IST_MOMENT = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
} as const;

/** An instant to the minute in India: 2026-03-12T10:15:00Z → "12 Mar 2026, 3:45 pm IST". */
export function istMomentText(date: Date | string): string {
  istMoment ??= new Intl.DateTimeFormat('en-IN', IST_MOMENT);
  return `${istMoment.format(new Date(date))} IST`;
}
