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

/**
 * How far V8 lets the heap grow past what its last full collection kept, in percent, from now
 * on; 0 leaves it to V8. On a machine with gigabytes free V8 allows up to four times the live
 * heap, and under load it used it: after a minute of searches the heap was 380 MB with 170 MB
 * of it in use (issue 28). A smaller margin costs more frequent collections.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
