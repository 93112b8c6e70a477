import type { FastifyInstance } from 'fastify';
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

type Passage = { _id: string; body: string; wordCount: number };

async function englishPassages(app: FastifyInstance): Promise<Passage[]> {
  const response = await app.inject({ url: '/api/tools/typing-passages?language=en' });
  return (response.json() as { passages: Passage[] }).passages;
}

/** A well-formed practice test: the first 40 words of a passage typed without a mistake. */
export async function practiceResultBody(app: FastifyInstance) {
  const [passage] = await englishPassages(app);
  if (!passage) throw new Error('no passages');
  const text = passage.body.split(/\s+/).slice(0, 40).join(' ');
  return {
    presetId: 'practice',
    language: 'en',
    layout: 'en-us',
    durationMinutes: 1,
    passageIds: [passage._id],
    log: logOf('english', timed(keysFor('english', text), 150)),
    resumed: false,
  };
}

/** An SSC CHSL test passed (the whole 350-word passage, no mistakes) by the token's candidate. */
export async function passedSscResult(
  app: FastifyInstance,
  token: string,
): Promise<{ _id: string; certificateId: string }> {
  const chain: Passage[] = [];
  let words = 0;
  for (const passage of await englishPassages(app)) {
    if (words >= 350) break;
    chain.push(passage);
    words += passage.wordCount;
  }
  const text = chain
    .map((p) => p.body)
    .join(' ')
    .split(/\s+/)
    .slice(0, 350)
    .join(' ');
  const response = await app.inject({
    method: 'POST',
    url: '/api/tools/typing-results',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      presetId: 'ssc-chsl',
      language: 'en',
      layout: 'en-us',
      durationMinutes: 10,
      passageIds: chain.map((p) => p._id),
      log: logOf('english', timed(keysFor('english', text), 120)),
      resumed: false,
    },
  });
  if (response.statusCode !== 200) throw new Error(`typing result failed: ${response.body}`);
  return (response.json() as { result: { _id: string; certificateId: string } }).result;
}
