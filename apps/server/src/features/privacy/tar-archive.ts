import { gzipSync } from 'node:zlib';

export type ArchiveEntry = { name: string; data: Buffer };

const BLOCK = 512;

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

/** Names are ours (folders and ids) plus a sanitised file name, so ASCII within 100 bytes. */
export function safeEntryName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._/-]+/g, '_')
    .slice(0, 99);
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK, 0);
  block.write(safeEntryName(name), 0, 100, 'ascii');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

/**
 * A gzipped POSIX tar (ustar): opened by Windows, macOS and Linux without extra software. Written
 * here rather than with a package because it is fifty lines and the archive is small enough
 * to build in memory (a person's records plus at most a few resume files).
 */
export function tarGz(entries: ArchiveEntry[], mtime = new Date()): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry.name, entry.data.length, mtime), entry.data);
    const pad = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad, 0));
  }
  parts.push(Buffer.alloc(BLOCK * 2, 0));
  return gzipSync(Buffer.concat(parts));
}
