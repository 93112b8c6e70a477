import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/**
 * One full, compacting garbage collection now, which lets V8 give the freed pages back to the
 * system within a second. A pause of the whole process (a tenth of a second or so at 150,000 live
 * listings), so only where nothing is waiting: at start-up, before the server listens. V8 offers
 * it only to a context made after `--expose-gc` is set; the process's own globals stay as they are.
 */
export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
