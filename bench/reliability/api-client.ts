import { randomUUID } from 'node:crypto';

export type Failure = { at: number; status: number; what: string };

export type Answer = { status: number; body: unknown; attempts: number; ms: number };

/**
 * A client as a careful app would be: JSON over HTTP with a bearer token, and on a 5xx, a
 * dropped connection or "still being processed" it retries with the same Idempotency-Key, so a
 * retry can never write twice.
 * Every failed attempt is logged with its time, which is how outages are measured.
 */
export class ApiClient {
  readonly failures: Failure[] = [];

  constructor(
    readonly origin: string,
    private readonly retryForMs = 60_000,
  ) {}

  async call(
    method: string,
    path: string,
    { token, json, form }: { token?: string; json?: unknown; form?: FormData } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'idempotency-key': randomUUID() };
    if (token) headers.authorization = `Bearer ${token}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const body = form ?? (json === undefined ? undefined : JSON.stringify(json));
    const deadline = Date.now() + this.retryForMs;
    for (let attempts = 1; ; attempts++) {
      const began = performance.now();
      let status = 0;
      let answer: unknown = null;
      let busy = false;
      try {
        const response = await fetch(this.origin + path, { method, headers, body });
        status = response.status;
        // 409 with Retry-After: the first request with this key has not finished yet.
        busy = status === 409 && response.headers.has('retry-after');
        answer = await response.json().catch(() => null);
      } catch {
        status = 0;
      }
      const ms = performance.now() - began;
      if (status > 0 && status < 500 && !busy) return { status, body: answer, attempts, ms };
      this.failures.push({ at: Date.now(), status, what: `${method} ${path.split('?')[0]}` });
      // Still "being processed" when the client gives up: the outcome is unknown, not a 409.
      if (Date.now() >= deadline) return { status: busy ? 0 : status, body: answer, attempts, ms };
      await new Promise((settle) => setTimeout(settle, 250));
    }
  }
}

export function tinyPdf(): Blob {
  const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return new Blob([pdf], { type: 'application/pdf' });
}

export function formWithFile(field: string, name: string, file: Blob): FormData {
  const form = new FormData();
  form.append(field, file, name);
  return form;
}

/** A random element; the lists it picks from are never empty by construction. */
export function pickOne<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}
