const REQUEST_TIMEOUT_MS = 30_000;
const TRIES = 3;
const sleep = (ms: number) => new Promise((settle) => setTimeout(settle, ms));

type PageAnswer = { cursor: string | null } | { failed: string };

/** Page 1 of a search; a 503 (the server shedding load) is asked again after its Retry-After. */
async function askPage(origin: string, path: string): Promise<PageAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${origin}${path}`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.ok) {
      const body = (await response.json()) as { nextCursor?: string | null };
      return { cursor: body.nextCursor ?? null };
    }
    await response.arrayBuffer();
    if (response.status !== 503 || attempt === TRIES) return { failed: String(response.status) };
    await sleep(1000 * Number(response.headers.get('retry-after') ?? 1));
  }
}

async function nextCursorOf(origin: string, path: string): Promise<string | null> {
  const answer = await askPage(origin, path);
  return 'cursor' in answer ? answer.cursor : null;
}

/** What asking first pages for their cursor gave; `failed` counts by status or error. */
export type CursorHarvest = {
  cursors: Map<string, string>;
  asked: number;
  lastPages: number;
  failed: Record<string, number>;
};

/**
 * Asks for page 1 of each search, a few at a time, and keeps the real `nextCursor` of those that
 * have a page 2. Failures are counted, not hidden: a run whose page 2s all failed must say so.
 */
export async function collectCursors(
  origin: string,
  firstPages: string[],
  concurrency = 4,
): Promise<CursorHarvest> {
  const harvest: CursorHarvest = { cursors: new Map(), asked: 0, lastPages: 0, failed: {} };
  const queue = [...firstPages];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      harvest.asked += 1;
      const answer = await askPage(origin, path).catch((error: unknown) => ({
        failed: error instanceof Error ? error.name : 'error',
      }));
      if ('failed' in answer)
        harvest.failed[answer.failed] = (harvest.failed[answer.failed] ?? 0) + 1;
      else if (answer.cursor) harvest.cursors.set(path, answer.cursor);
      else harvest.lastPages += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return harvest;
}

/** One line for the log; throws when not one first page gave a cursor (the mix needs them). */
export function describeHarvest({ cursors, asked, lastPages, failed }: CursorHarvest): string {
  const failures = Object.entries(failed).map(([why, n]) => `${n} × ${why}`);
  const line = `asked ${asked} first pages: ${cursors.size} have a page 2, ${lastPages} are the only page${failures.length ? `, failed: ${failures.join(', ')}` : ''}`;
  if (asked > 0 && cursors.size === 0) {
    throw new Error(`no first page gave a nextCursor, so the mix would have no page 2 (${line})`);
  }
  return line;
}

/** Walks the pages one by one to reach page `page`, as a visitor pressing "Load more" would. */
export async function pathOfPage(origin: string, firstPage: string, page: number): Promise<string> {
  const withCursor = (cursor: string) => {
    const url = new URL(firstPage, origin);
    if (cursor) url.searchParams.set('cursor', cursor);
    return `${url.pathname}${url.search}`;
  };
  let cursor = '';
  for (let i = 1; i < page; i += 1) {
    const next = await nextCursorOf(origin, withCursor(cursor));
    if (!next) throw new Error(`no page ${i + 1} of ${firstPage}`);
    cursor = next;
  }
  return withCursor(cursor);
}
