import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes .br and .gz beside each text asset once, at build time, at maximum quality, so the
 * server sends compressed files without compressing on every request.
 */
export function precompress(outDir = 'dist'): Plugin {
  return {
    name: 'shuruaat-precompress',
    apply: 'build',
    async closeBundle() {
      for (const file of await listFiles(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = await readFile(file);
        if (content.length < 1024) continue;
        const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
        await writeFile(`${file}.br`, await brotli(content, { params }));
        await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
      }
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}
