import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

type Call =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      textTypes: number[];
      transaction?: number;
    }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; transaction: number }
  | { op: 'close' };

type Reply = { id: number; result?: unknown; error?: WorkerError };
type WorkerError = { message: string; name?: string; [field: string]: unknown };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** The part of PGlite that Drizzle's driver calls: queries, and transactions with queries. */
export type PgliteQueries = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(fn: (tx: Pick<PgliteQueries, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

/**
 * PGlite on a worker thread (pglite-worker.mjs), with the query and transaction methods Drizzle
 * uses. Like PGlite itself it has one connection: a transaction has it to itself, and other
 * queries wait for it to end, in the order they came.
 */
export async function openPgliteThread(dataDir: string, startFrom?: Blob): Promise<PgliteQueries> {
  const worker = new Worker(WORKER, { workerData: { dataDir, startFrom } });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let broken: Error | undefined;

  await new Promise<void>((ready, failed) => {
    worker.once('message', (first: { ready: boolean; error?: WorkerError }) =>
      first.ready ? ready() : failed(asError(first.error ?? { message: 'PGlite did not start' })),
    );
    worker.once('error', failed);
  });
  // Like PGlite on the main thread, an idle database does not keep the process alive (a script
  // that forgot to close it still ends); a query in flight does.
  worker.unref();
  worker.on('message', ({ id, result, error }: Reply) => {
    const call = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    if (error) call?.reject(asError(error));
    else call?.resolve(result);
  });
  // A thread that died (WebAssembly out of memory, say) fails what was asked and all that follows.
  const fail = (error: Error) => {
    broken = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('the embedded database has stopped')));

  const send = <T>(call: Call): Promise<T> => {
    if (broken) return Promise.reject(broken);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...call, id });
    });
  };
  const query =
    (transaction?: number) =>
    <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      send<Results<T>>({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        textTypes: textTypesOf(options),
        transaction,
      });

  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work, work);
    turn = result.catch(() => undefined);
    return result;
  };

  let closing: Promise<void> | undefined;
  return {
    query: (sql, params, options) => exclusive(() => query()(sql, params, options)),
    transaction: (fn) =>
      exclusive(async () => {
        const id = await send<number>({ op: 'begin' });
        let result;
        try {
          result = await fn({ query: query(id) });
        } catch (error) {
          await send({ op: 'rollback', transaction: id });
          throw error;
        }
        await send({ op: 'commit', transaction: id });
        return result;
      }),
    close: () =>
      (closing ??= exclusive(async () => {
        await send({ op: 'close' }).catch(() => undefined);
        await worker.terminate();
      })),
  };
}

/**
 * Parsers are functions and cannot cross to the thread, so only their types do. Drizzle asks
 * for dates, times and intervals as PostgreSQL wrote them; a parser that changed its text
 * would be silently ignored over there, so it is refused here.
 */
function textTypesOf({ parsers = {} }: QueryOptions): number[] {
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse('2026-01-02 03:04:05', Number(type)) !== '2026-01-02 03:04:05') {
      throw new Error(`the embedded database keeps type ${type} as text; this parser changes it`);
    }
    return Number(type);
  });
}

function asError({ message, name, ...fields }: WorkerError): Error {
  const error = Object.assign(new Error(message), fields);
  if (name) error.name = name;
  return error;
}

/** The thread stands in for the PGlite client Drizzle's driver is given. */
export const asPgliteClient = (queries: PgliteQueries) => queries as unknown as PGlite;
