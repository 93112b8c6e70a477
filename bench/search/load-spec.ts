/** What one load run asks for and what it reports; shared by the runner and its worker. */
export type LoadSpec = {
  origin: string;
  /** Ranked by popularity: with `zipf`, the first is drawn most often. */
  paths: string[];
  /** A label per path (same order), to count answers by query shape. */
  shapes: string[];
  zipf: boolean;
  seed: number;
  seconds: number;
  connections: number;
  /** A request without an answer after this long is dropped and counted as an error. */
  timeoutSeconds: number;
  /** Sent with every request: the mix sends a browser's Accept-Encoding (bench-config.ts). */
  headers?: Record<string, string>;
};

/** `sent` counts requests handed to the connection; those without a status got no answer. */
export type ShapeTally = { sent: number; statuses: Record<string, number> };

export type LoadNumbers = {
  /** 2xx answers per second; p50…max are of 2xx answers too. */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers by HTTP status; 503 is the server shedding load, counted apart from other failures. */
  statuses: Record<string, number>;
  /** Requests that got no answer: connection errors and timeouts. */
  errors: number;
  timeouts: number;
  byShape: Record<string, ShapeTally>;
  /** Requests sent for each path, in the spec's order. */
  sentByPath: number[];
  /** 503s by second of the load, to tell a moment's stall from steady shedding. */
  shedBySecond: number[];
  /** 2xx answers slower than 50 ms by second: a cold start's are in the first seconds. */
  slowBySecond: number[];
  /**
   * CPU the server process used during the load (all its threads, compression included), in
   * ms, when its pid was given: on a shared machine, CPU per answer moves far less than req/s.
   */
  serverCpuMs?: number;
  /** The machine's 1-minute load average when the load started and when it ended. */
  loadAverage?: [number, number];
};

export const answered = (n: LoadNumbers) => Object.values(n.statuses).reduce((a, b) => a + b, 0);
export const countOf = (n: LoadNumbers, test: (status: number) => boolean) =>
  Object.entries(n.statuses)
    .filter(([status]) => test(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0);
export const isOk = (status: number) => status >= 200 && status < 300;
export const SHED = 503;
