import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/transaction';

/** The person being erased or exported, read before anything is changed. */
export type Person = { id: string; email: string };

/** What an erasure hands back for after the commit: files to remove, listings it closed. */
export type ErasureOutput = { fileKeys: string[]; closedJobIds: string[] };

export type ErasureStep = (tx: Tx, person: Person, out: ErasureOutput) => Promise<void>;

/**
 * What erasing an account does to a table. `delete` and `redact` run a step; `keep` says why the
 * rows stay (the same reason is written in the privacy notice's retention section) and may still
 * run a step, e.g. closing consents or listings.
 */
export type Erasure =
  | { action: 'delete' | 'redact'; does: string; run: ErasureStep }
  | { action: 'keep'; reason: string; run?: ErasureStep };

/**
 * What the data export takes from a table: a JSON file of the person's rows (only their own
 * data: columns about anyone else are left out in the query itself), the file of another
 * table's entry (`within`), or nothing, with why.
 */
export type Export =
  | { file: string; collect: (db: Db, person: Person) => Promise<unknown> }
  | { within: string }
  | { none: string };

export type Declaration = {
  /** Columns holding personal data or pointing at a person, and what they hold. */
  personal: Record<string, string>;
  /** Columns whose names look personal but hold nothing about a person, and why. */
  notPersonal?: Record<string, string>;
  erase: Erasure;
  export: Export;
};

/** A place files live, the column that names them, and what erasure and export do with them. */
export type FileArea = {
  holder: string;
  erase: { action: 'delete'; does: string } | { action: 'keep'; reason: string };
  /** The archive folder the person's own files go to, or why none are exported. */
  export:
    | { folder: string; files: (db: Db, person: Person) => Promise<ArchiveFile[]> }
    | { none: string };
};

export type ArchiveFile = { name: string; storageKey: string };
