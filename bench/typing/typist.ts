// A simulated typist: plans each word's keys on the layout, makes and corrects occasional slips,
// and presses keys at uneven human intervals averaging the requested speed.
import { planKeys, usKeyFor } from '@shuruaat/typing';
import type { KeystrokeEvent, KeystrokeLog, LayoutId } from '@shuruaat/typing';
import { seededRandom } from './sample-text';

export type TypistOptions = {
  layoutId: LayoutId;
  passage: string;
  wpm: number;
  minutes: number;
  seed?: number;
  /** The reader's eye jumping: on reaching passage word `at`, carry on from `at + by`. */
  jumps?: readonly { at: number; by: number }[];
};

const SLIP_KEYS = 'asdfghjkl';

export function simulateTypist(options: TypistOptions): KeystrokeLog {
  const random = seededRandom(options.seed ?? 42);
  const meanGap = 60_000 / (options.wpm * 5);
  const end = options.minutes * 60_000;
  const events: KeystrokeEvent[] = [];
  let t = 0;
  const press = (usChar: string) => {
    // Gaps spread from a third to twice the mean, skewed like real typing.
    t += Math.max(20, Math.round(meanGap * (0.35 + 1.3 * random() ** 1.5 + 0.3 * random())));
    if (usChar === ' ') events.push({ t, code: 'Space', shift: false, altGr: false });
    else if (usChar === '\b') events.push({ t, code: 'Backspace', shift: false, altGr: false });
    else {
      const key = usKeyFor(usChar);
      if (key) events.push({ t, code: key.code, shift: key.shift, altGr: key.altGr ?? false });
    }
  };
  const words = options.passage.split(/\s+/u);
  const jumps = new Map((options.jumps ?? []).map((jump) => [jump.at, jump.by]));
  for (let k = 0; k < words.length; k += 1) {
    const by = jumps.get(k);
    if (by !== undefined) {
      jumps.delete(k);
      k += by;
    }
    const word = words[k] ?? '';
    const keys =
      options.layoutId === 'english' ? Array.from(word) : (planKeys(options.layoutId, word) ?? []);
    for (const key of keys) {
      if (random() < 0.02) {
        // A slip: a neighbouring key, noticed and erased most of the time.
        press(SLIP_KEYS[Math.floor(random() * SLIP_KEYS.length)] ?? 'a');
        if (random() < 0.7) press('\b');
      }
      press(key);
      if (t >= end) break;
    }
    if (t >= end) break;
    press(' ');
  }
  const events90 = events.filter((event) => event.t <= end);
  return {
    v: 1,
    layoutId: options.layoutId,
    order: 'typewriter',
    durationMs: end,
    events: events90,
  };
}
