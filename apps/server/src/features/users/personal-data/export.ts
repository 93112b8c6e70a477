import type { Db } from '../../../db/client';
import { FILE_AREAS, PERSONAL_DATA } from './registry';
import type { ArchiveFile, Person } from './types';

export type PersonalDataExport = {
  /** Archive file name → its JSON value, one per registry entry that exports. */
  json: { name: string; value: unknown }[];
  /** Stored files to copy in: the person's own, per file area. */
  files: ArchiveFile[];
};

const camel = (key: string) =>
  key.replace(/(?<=[a-z0-9])_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Column names as the API spells fields (job_title → jobTitle), all the way down. */
function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), camelKeys(v)]));
}

/** Everything the registry says the person may take away, read entry by entry. */
export async function collectPersonalData(db: Db, person: Person): Promise<PersonalDataExport> {
  const json: PersonalDataExport['json'] = [];
  for (const entry of Object.values(PERSONAL_DATA)) {
    if ('file' in entry.export)
      json.push({
        name: entry.export.file,
        value: camelKeys(await entry.export.collect(db, person)),
      });
  }
  const files: ArchiveFile[] = [];
  for (const area of Object.values(FILE_AREAS))
    if ('files' in area.export) files.push(...(await area.export.files(db, person)));
  return { json, files };
}

/** The archive's README: each file and what it holds, from the registry's declarations. */
export function describeArchive(): string {
  const lines = Object.entries(PERSONAL_DATA).flatMap(([table, entry]) =>
    'file' in entry.export ? [`${entry.export.file.padEnd(32)} from ${table}`] : [],
  );
  const folders = Object.entries(FILE_AREAS).flatMap(([area, entry]) =>
    'folder' in entry.export ? [`${entry.export.folder.padEnd(32)} your ${area}`] : [],
  );
  return [
    'Everything Shuruaat holds about you, as of the date in this archive’s name.',
    '',
    ...lines,
    ...folders,
    '',
    'Messages: yours in full; the other side’s only as "other party" and a time, since their',
    'words are their data. Dates are UTC (ISO 8601). Passwords are never stored in readable form',
    'and are not included.',
    '',
  ].join('\n');
}
