import { createHash } from 'node:crypto';
import type { Pause } from '../../../lib/time-slices';

/**
 * The snapshot's bytes (decision 039): 8 bytes of magic, the header's length (32 bits, little
 * endian), the header as JSON, the sections the header gives the lengths of, and a SHA-256 of
 * everything before it. A file cut short or changed anywhere fails the checksum.
 */
const MAGIC = Buffer.from('SHRTIDX\n');
const HASH_BYTES = 32;
/** Bytes hashed between pauses. */
const HASH_SLICE = 4 << 20;

/**
 * Bump when the bytes change, or what the index holds for a listing changes in a way the
 * fingerprint's probe listings cannot show (which listings the loader reads, say). 2: listings
 * keep only the fields the index reads by slot (listing.ts `IndexedListing`, issue 28).
 */
export const SNAPSHOT_FORMAT = 2;

export type SnapshotHeader = {
  format: number;
  /** The indexing code's fingerprint (snapshot-fingerprint.ts). */
  fingerprint: string;
  /** The newest migration when written. */
  schema: string;
  writtenAt: number;
  /** The change horizon and the changes above it already applied (live-listings.ts). */
  horizon: string;
  appliedAbove: [number, string][];
  /** The newest change below the horizon: the change table must still hold it when read. */
  canary: { seq: number; xid: string } | null;
  /** A few of its listings' ids: the database reading it must know them. */
  sample: string[];
  listings: number;
  /** Each section's length in bytes. */
  sections: number[];
};

/** A snapshot that must not be used; the message says why, for the log line. */
export class SnapshotRejected extends Error {}

export async function packSnapshot(
  header: Omit<SnapshotHeader, 'format' | 'sections'>,
  sections: Buffer[],
  pause: Pause,
): Promise<Buffer> {
  const full: SnapshotHeader = {
    format: SNAPSHOT_FORMAT,
    ...header,
    sections: sections.map((s) => s.length),
  };
  const headerBytes = Buffer.from(JSON.stringify(full));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headerBytes.length);
  const parts = [MAGIC, length, headerBytes, ...sections];
  const hash = createHash('sha256');
  for (const part of parts) {
    for (let at = 0; at < part.length; at += HASH_SLICE) {
      hash.update(part.subarray(at, at + HASH_SLICE));
      await pause();
    }
  }
  return Buffer.concat([...parts, hash.digest()]);
}

/** The header and sections, or SnapshotRejected saying what is wrong with the bytes. */
export function unpackSnapshot(bytes: Buffer): { header: SnapshotHeader; sections: Buffer[] } {
  if (bytes.length < MAGIC.length + 4 + HASH_BYTES || !bytes.subarray(0, 8).equals(MAGIC)) {
    throw new SnapshotRejected('not a search index snapshot');
  }
  const body = bytes.subarray(0, bytes.length - HASH_BYTES);
  const hash = createHash('sha256').update(body).digest();
  if (!hash.equals(bytes.subarray(body.length))) {
    throw wrongLength();
  }
  const headerEnd = MAGIC.length + 4 + body.readUInt32LE(MAGIC.length);
  const header = parseHeader(body.subarray(MAGIC.length + 4, headerEnd));
  if (header.format !== SNAPSHOT_FORMAT) {
    throw new SnapshotRejected(`format ${header.format}, this code reads ${SNAPSHOT_FORMAT}`);
  }
  const sections: Buffer[] = [];
  let at = headerEnd;
  for (const size of header.sections) {
    sections.push(body.subarray(at, at + size));
    at += size;
  }
  if (at !== body.length) throw new SnapshotRejected('sections do not fill the file');
  return { header, sections };
}

/**
 * The whole snapshot's length in bytes, from its first bytes, so a reader can allocate the file
 * at once instead of gathering its chunks and copying them (330 MB twice at 1.5 million live
 * listings): 'more' until they hold the header, 'unknown' for bytes that are no snapshot's
 * (read them all: `unpackSnapshot` says what is wrong).
 */
export function snapshotLength(first: Buffer): number | 'more' | 'unknown' {
  const start = MAGIC.length + 4;
  if (first.length < start) return 'more';
  if (!first.subarray(0, MAGIC.length).equals(MAGIC)) return 'unknown';
  const headerEnd = start + first.readUInt32LE(MAGIC.length);
  if (first.length < headerEnd) return 'more';
  try {
    const { sections } = parseHeader(first.subarray(start, headerEnd));
    return headerEnd + sections.reduce((sum, size) => sum + size, 0) + HASH_BYTES;
  } catch {
    return 'unknown';
  }
}

/** What a file of other length than its header gives fails: the same as `unpackSnapshot`'s. */
export const wrongLength = () =>
  new SnapshotRejected('checksum does not match (corrupt or cut short)');

function parseHeader(bytes: Buffer): SnapshotHeader {
  try {
    const header = JSON.parse(bytes.toString('utf8')) as SnapshotHeader;
    if (!Array.isArray(header.sections)) throw new Error('no sections');
    return header;
  } catch {
    throw new SnapshotRejected('header unreadable');
  }
}
