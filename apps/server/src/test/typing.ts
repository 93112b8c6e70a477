import {
  encodeLog,
  planKeys,
  usKeyFor,
  type KeystrokeEvent,
  type KeyPress,
  type LayoutId,
} from '@shuruaat/typing';

/** The physical keys that type `text` on a layout, word by word, as a typist would press them. */
export function keysFor(layoutId: LayoutId, text: string): KeyPress[] {
  const presses: KeyPress[] = [];
  text
    .normalize('NFC')
    .split(/\s+/u)
    .filter(Boolean)
    .forEach((word, i) => {
      if (i > 0) presses.push({ code: 'Space', shift: false, altGr: false });
      const plan = planKeys(layoutId, word, 'typewriter');
      if (!plan) throw new Error(`${layoutId} cannot type ${word}`);
      for (const char of plan) {
        const key = usKeyFor(char);
        if (!key) throw new Error(`No US key types ${char}`);
        presses.push({ code: key.code, shift: key.shift, altGr: key.altGr ?? false });
      }
    });
  return presses;
}

/** Key presses at uneven, human-looking intervals (a fixed pseudo-random walk). */
export function timed(presses: readonly KeyPress[], meanGapMs = 150, seed = 11): KeystrokeEvent[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  let t = 0;
  return presses.map((key) => {
    t += Math.round(meanGapMs * (0.4 + 1.2 * random()));
    return { ...key, t };
  });
}

/** An encoded log of `events` on a layout; the duration defaults to the last key's time. */
export function logOf(
  layoutId: LayoutId | 'native',
  events: KeystrokeEvent[],
  durationMs = (events[events.length - 1]?.t ?? 0) + 200,
): string {
  return encodeLog({ v: 1, layoutId, order: 'typewriter', durationMs, events });
}
