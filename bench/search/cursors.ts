const REQUEST_TIMEOUT_MS = 30_000;

async function nextCursorOf(origin: string, path: string): Promise<string | null> {
  const response = await fetch(`${origin}${path}`, {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { nextCursor?: string | null };
  return body.nextCursor ?? null;
}

/**
 * Asks for page 1 of each search, a few at a time, and keeps the real `nextCursor` of those that
 * have a page 2. A search that fails or times out just gets no page 2.
 */
export async function collectCursors(
  origin: string,
  firstPages: string[],
  concurrency = 2,
): Promise<Map<string, string>> {
  const cursors = new Map<string, string>();
  const queue = [...firstPages];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const cursor = await nextCursorOf(origin, path).catch(() => null);
      if (cursor) cursors.set(path, cursor);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return cursors;
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
