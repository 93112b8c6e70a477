/**
 * The time the answer sweep and the response rate read. Production reads the system clock;
 * tests (and the test-only control in answers.plugin) move it forward instead of waiting days.
 */
export type Clock = { now(): Date; advance(ms: number): void };

export function systemClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
}

export const DAY_MS = 24 * 60 * 60 * 1000;
