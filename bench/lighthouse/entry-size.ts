import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const DIST = resolve(import.meta.dirname, '../../apps/web/dist');
// index.html loads src/boot.ts, which imports the app (src/main.tsx) after the first paint.
const STARTS = ['index.html', 'src/main.tsx'];

type Chunk = { file: string; imports?: string[] };

/**
 * The entry JavaScript of `/` in gzip bytes (decision 005's budget, 150 KB): the code the page
 * runs before the app starts. That is the boot script, the app's entry, and every module they
 * import statically. Sizes are those of the .gz files the build writes beside each file.
 */
export async function entryScriptBytes(): Promise<number> {
  const manifest = JSON.parse(await readFile(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  STARTS.forEach(visit);
  const sizes = await Promise.all([...files].map((file) => gzipBytes(join(DIST, file))));
  return sizes.reduce((sum, size) => sum + size, 0);
}

// Files under 1 KB are not precompressed; their raw size is close enough.
async function gzipBytes(file: string): Promise<number> {
  try {
    return (await stat(`${file}.gz`)).size;
  } catch {
    return (await stat(file)).size;
  }
}
