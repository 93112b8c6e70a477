import { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;
// India keeps one offset all year (UTC+5:30, no daylight saving), so its date is plain
// arithmetic; Intl formatting cost more than a whole search when called per listing shown.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export const IsoDateSchema = z.iso.date('Use a date like 2026-12-31');
export type IsoDate = z.infer<typeof IsoDateSchema>;

/** Today's calendar date in India, where every deadline on the site is read. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
