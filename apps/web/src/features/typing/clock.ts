/**
 * The test's clock. Time runs on `performance.now()`, which the system clock cannot move, and is
 * checked against `Date.now()`: if the two disagree (the laptop slept and the performance clock
 * stood still, or a tab was frozen), the larger elapsed time wins, so a test can never gain time.
 * `offsetMs` carries time from before a reload; pauses stop it where the preset allows them.
 */
export class TestClock {
  private perfStart = 0;
  private wallStart = 0;
  private pausedAt: number | null = null;
  private pausedTotal = 0;
  readonly pauses: [number, number][] = [];
  /** Largest disagreement seen between the two clocks, in ms (kept for the record). */
  drift = 0;

  constructor(
    private readonly offsetMs = 0,
    private readonly now = () => performance.now(),
    private readonly wall = () => Date.now(),
  ) {}

  start(): void {
    this.perfStart = this.now();
    this.wallStart = this.wall();
  }

  get started(): boolean {
    return this.perfStart !== 0 || this.wallStart !== 0;
  }

  get paused(): boolean {
    return this.pausedAt !== null;
  }

  /** Milliseconds of typing time so far, pauses excluded. */
  elapsed(): number {
    if (!this.started) return this.offsetMs;
    const at = this.pausedAt ?? this.now();
    const perf = at - this.perfStart;
    const wallAt = this.pausedAt === null ? this.wall() : this.wallStart + perf;
    const wall = wallAt - this.wallStart;
    this.drift = Math.max(this.drift, Math.abs(wall - perf));
    return this.offsetMs + Math.max(perf, wall) - this.pausedTotal;
  }

  pause(): void {
    if (this.pausedAt !== null) return;
    this.pausedAt = this.now();
    const t = this.elapsed();
    this.pauses.push([t, t]);
  }

  resume(): void {
    if (this.pausedAt === null) return;
    const length = this.now() - this.pausedAt;
    this.pausedTotal += length;
    this.pausedAt = null;
    const last = this.pauses[this.pauses.length - 1];
    if (last) last[1] = last[0] + length;
  }
}
