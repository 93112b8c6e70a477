// What each physical key types on a layout, for drawing the on-screen keyboard.
import { US_ROWS } from './keys';
import { getLayout } from './layouts';
import type { LayoutId } from './layouts/types';

export type KeyCap = {
  code: string;
  /** What the key is labelled on a US keyboard (for users who look at their own keys). */
  label: string;
  normal: string | null;
  shift: string | null;
  altGr: string | null;
  altGrShift: string | null;
};

export type KeyboardRow = KeyCap[];

const cache = new Map<LayoutId, KeyboardRow[]>();

export function keyboardMap(layoutId: LayoutId): KeyboardRow[] {
  const cached = cache.get(layoutId);
  if (cached) return cached;
  const layout = getLayout(layoutId);
  const rows = US_ROWS.map((row) =>
    row.map(([code, normal, shifted]) => ({
      code,
      label: normal,
      normal: layout.keys[normal] ?? null,
      shift: layout.keys[shifted] ?? null,
      altGr: layout.altGr[normal] ?? null,
      altGrShift: layout.altGr[shifted] ?? null,
    })),
  );
  rows.push([
    { code: 'Space', label: 'Space', normal: ' ', shift: ' ', altGr: null, altGrShift: null },
  ]);
  cache.set(layoutId, rows);
  return rows;
}
