import { todayInIndia } from '@shuruaat/contract';
import { dateText } from '@/lib/job-format';

const momentFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** A timestamp as the calendar day it was in India: "3 Feb 2026". */
export const dayText = (isoTime: string) => dateText(todayInIndia(new Date(isoTime)));

/** A timestamp to the minute, in India's time: "3 Feb 2026, 4:05 pm". */
export function momentText(isoTime: string): string {
  const date = new Date(isoTime);
  return Number.isNaN(date.getTime()) ? isoTime : momentFormat.format(date);
}

const sizeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** File sizes as people read them: "820 KB", "1.4 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
