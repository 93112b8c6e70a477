// The embedded database (PGlite, PostgreSQL compiled to WebAssembly) on a thread of its own.
// Its queries are synchronous WebAssembly calls: on the main thread a burst of them ran back to
// back inside one turn of the event loop, and every other request (and the load-shedding timer)
// waited. Here they run beside the HTTP work; pglite-thread.ts is the other end. Plain
// JavaScript so the same file runs from the sources (tests, `npm run dev`) and from dist.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const keepText = (value) => value;
const transactions = new Map();
let nextTransaction = 1;
let db;

try {
  // pg_trgm must be handed to PGlite at creation for CREATE EXTENSION to find it.
  db = await PGlite.create(workerData.dataDir, {
    extensions: { pg_trgm },
    loadDataDir: workerData.startFrom,
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
}

parentPort.on('message', (call) => {
  run(call).then(
    (result) => parentPort.postMessage({ id: call.id, result }),
    (error) => parentPort.postMessage({ id: call.id, error: plainError(error) }),
  );
});

async function run(call) {
  switch (call.op) {
    case 'query': {
      const target = call.transaction ? transactions.get(call.transaction).tx : db;
      // The parsers a caller asked for by type all keep the text (checked on the other side).
      const parsers = Object.fromEntries(call.textTypes.map((type) => [type, keepText]));
      const { rows, fields, affectedRows } = await target.query(call.sql, call.params, {
        rowMode: call.rowMode,
        parsers,
      });
      return { rows, fields, affectedRows };
    }
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback':
      return finish(call.transaction, call.op === 'commit');
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${call.op}`);
  }
}

/** Opens a PGlite transaction and holds it open until commit or rollback arrives. */
function begin() {
  const id = nextTransaction++;
  return new Promise((opened, failed) => {
    const finished = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transactions.set(id, { tx, commit, rollback, finished });
          opened(id);
        }),
    );
    finished.catch(failed);
  });
}

async function finish(id, commit) {
  const open = transactions.get(id);
  transactions.delete(id);
  if (commit) open.commit();
  else open.rollback(new Error('rolled back'));
  try {
    await open.finished;
  } catch (error) {
    if (commit) throw error;
  }
  return null;
}

/** What survives the thread boundary of an error: its message, and the fields PostgreSQL set. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}
