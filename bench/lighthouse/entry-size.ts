import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const DIST = resolve(import.meta.dirname, '../../apps/web/dist');

/**
 * The entry JavaScript of `/`, gzip bytes: the module script and the modules index.html
 * preloads with it, as the build wrote them (.gz beside each file, level 9). Budget: 150 KB
 * (decision 005).
 */
export async function entryScriptBytes(): Promise<number> {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = await Promise.all(
    files.map(async (file) => (await stat(join(DIST, `${file}.gz`))).size),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
