// The part of autocannon's programmatic API the load worker uses (the package ships no types).
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string> };
  type Histogram = {
    average: number;
    total: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  };
  type Options = {
    url: string;
    connections: number;
    duration: number;
    timeout: number;
    excludeErrorStats: boolean;
    headers?: Record<string, string>;
    requests: {
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }[];
  };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
