import type { Pause } from '../../../lib/time-slices';

/**
 * Flat records of one shape (strings, numbers, booleans, lists of strings, each maybe null) as
 * columns: every distinct string once, in a JSON list, and each field as a column of numbers.
 * For the snapshot's listings this is a quarter of their JSON (no field names, a company's name
 * once) and much quicker to read back; the records read back share their repeated strings.
 * The fields are found from the records themselves, so a field added to a listing needs no
 * change here.
 *
 * Bytes: the JSON's length (32 bits, little endian), the JSON `{ count, fields, strings }`,
 * then one column per field in the fields' order, each `count` values: a string as its number
 * in `strings` (Int32, −1 for null), a number as Float64 after a byte per record (1: null), a
 * boolean as a byte (0, 1, 2 for null), a list as its length (Uint32) and then its strings'
 * numbers (Int32), all little endian.
 */
type Kind = 'string' | 'number' | 'boolean' | 'strings';
type Field = { name: string; kind: Kind };
type Row = Record<string, unknown>;

export async function encodeRecords(records: object[], pause: Pause): Promise<Buffer> {
  const rows = records as Row[];
  const fields: Field[] = [];
  for (const name of Object.keys(rows[0] ?? {})) {
    fields.push({ name, kind: kindOfField(rows, name) });
    await pause();
  }
  if (rows.some((row) => Object.keys(row).length !== fields.length)) {
    throw new Error('records of more than one shape');
  }
  const numbers = new Map<string, number>();
  const strings: string[] = [];
  const stringNumber = (value: string) => {
    let n = numbers.get(value);
    if (n === undefined) {
      n = strings.length;
      strings.push(value);
      numbers.set(value, n);
    }
    return n;
  };
  const columns: Buffer[] = [];
  for (const { name, kind } of fields) {
    columns.push(encodeColumn(rows, name, kind, stringNumber));
    await pause();
  }
  const json = Buffer.from(JSON.stringify({ count: rows.length, fields, strings }));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  return Buffer.concat([length, json, ...columns]);
}

/** Each field's values by record, checked against the table of strings. */
export function decodeColumns(bytes: Buffer): { count: number; columns: Map<string, unknown[]> } {
  const jsonEnd = 4 + bytes.readUInt32LE(0);
  const { count, fields, strings } = JSON.parse(bytes.toString('utf8', 4, jsonEnd)) as {
    count: number;
    fields: Field[];
    strings: string[];
  };
  const reader = { bytes, at: jsonEnd, count, strings };
  const columns = new Map(fields.map(({ name, kind }) => [name, readColumn(reader, kind)]));
  if (reader.at !== bytes.length) throw new Error('record columns do not fill their section');
  return { count, columns };
}

/** The one kind of a field's values; a field that is null in every record is a string column. */
function kindOfField(rows: Row[], name: string): Kind {
  let kind: Kind | null = null;
  for (const row of rows) {
    const next = kindOf(row[name]);
    if (next === null || next === kind) continue;
    if (kind !== null) throw new Error(`field ${name} holds a ${kind} and a ${next}`);
    kind = next;
  }
  return kind ?? 'string';
}

function kindOf(value: unknown): Kind | null {
  if (value === null) return null;
  if (value === undefined) throw new Error('a record lacks a field the first one has');
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return 'strings';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return typeof value as Kind;
  }
  throw new Error(`a record holds a value of type ${typeof value}`);
}

function encodeColumn(rows: Row[], name: string, kind: Kind, stringNumber: (s: string) => number) {
  const n = rows.length;
  if (kind === 'string') {
    const column = Buffer.alloc(n * 4);
    rows.forEach((row, i) => {
      const value = row[name] as string | null;
      column.writeInt32LE(value === null ? -1 : stringNumber(value), i * 4);
    });
    return column;
  }
  if (kind === 'number') {
    const column = Buffer.alloc(n * 9);
    rows.forEach((row, i) => {
      const value = row[name] as number | null;
      column[i] = value === null ? 1 : 0;
      column.writeDoubleLE(value ?? 0, n + i * 8);
    });
    return column;
  }
  if (kind === 'boolean') {
    return Buffer.from(rows.map((row) => (row[name] === null ? 2 : row[name] ? 1 : 0)));
  }
  const lists = rows.map((row) => (row[name] as string[] | null) ?? []);
  if (rows.some((row) => row[name] === null)) throw new Error(`list ${name} is null`);
  const column = Buffer.alloc(n * 4 + lists.reduce((sum, list) => sum + list.length * 4, 0));
  let at = n * 4;
  lists.forEach((list, i) => {
    column.writeUInt32LE(list.length, i * 4);
    for (const value of list) at = column.writeInt32LE(stringNumber(value), at);
  });
  return column;
}

type Reader = { bytes: Buffer; at: number; count: number; strings: string[] };

function readColumn(r: Reader, kind: Kind): unknown[] {
  const { bytes, count, strings } = r;
  const start = r.at;
  const string = (n: number) => {
    if (n === -1) return null;
    const value = strings[n];
    if (value === undefined) throw new Error('a string number past the table');
    return value;
  };
  const values = new Array<unknown>(count);
  if (kind === 'string') {
    for (let i = 0; i < count; i += 1) values[i] = string(bytes.readInt32LE(start + i * 4));
    r.at += count * 4;
  } else if (kind === 'number') {
    for (let i = 0; i < count; i += 1) {
      values[i] = bytes[start + i] === 1 ? null : bytes.readDoubleLE(start + count + i * 8);
    }
    r.at += count * 9;
  } else if (kind === 'boolean') {
    for (let i = 0; i < count; i += 1)
      values[i] = bytes[start + i] === 2 ? null : bytes[start + i] === 1;
    r.at += count;
  } else {
    let at = start + count * 4;
    for (let i = 0; i < count; i += 1) {
      const list: (string | null)[] = [];
      for (let k = bytes.readUInt32LE(start + i * 4); k > 0; k -= 1, at += 4) {
        list.push(string(bytes.readInt32LE(at)));
      }
      values[i] = list;
    }
    r.at = at;
  }
  return values;
}
