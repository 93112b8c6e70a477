import { jsonArrayInSlices, type Pause } from '../../../lib/time-slices';

/**
 * Flat records of one shape (strings, numbers, booleans, lists of strings, each maybe null) as
 * columns: every distinct string once, in a JSON list, and each field as a column of numbers.
 * For the snapshot's listings this is a quarter of their JSON (no field names, a company's name
 * once) and much quicker to read back; the records read back share their repeated strings.
 * The fields are found from the records themselves, so a field added to a listing needs no
 * change here.
 *
 * Bytes: the JSON's length (32 bits, little endian), the JSON `{ count, fields, strings }`,
 * then one column per field in the fields' order: strings as their numbers in `strings` (Int32,
 * −1 for null); numbers as a byte per record (1: null), then a Float64 per record; booleans as a
 * byte (0, 1, 2 for null); lists as each one's length (Uint32), then every item's number
 * (Int32). All little endian.
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
  for (let i = 0; i < rows.length; i += 1) {
    if (Object.keys(rows[i] as Row).length !== fields.length) {
      throw new Error('records of more than one shape');
    }
    if (i % 10_000 === 0) await pause();
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
    columns.push(await encodeColumn(rows, name, kind, stringNumber, pause));
  }
  const json = Buffer.concat([
    Buffer.from(JSON.stringify({ count: rows.length, fields }).slice(0, -1)),
    Buffer.from(',"strings":'),
    await jsonArrayInSlices(strings, pause),
    Buffer.from('}'),
  ]);
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

/** One field's column, ten thousand records between pauses. */
async function encodeColumn(
  rows: Row[],
  name: string,
  kind: Kind,
  stringNumber: (s: string) => number,
  pause: Pause,
): Promise<Buffer> {
  const n = rows.length;
  let listed = 0;
  if (kind === 'strings') {
    for (const row of rows) {
      const list = row[name] as string[] | null;
      if (list === null) throw new Error(`list ${name} is null`);
      listed += list.length;
    }
  }
  const bytesEach = { string: 4, number: 9, boolean: 1, strings: 4 }[kind];
  const column = Buffer.alloc(n * bytesEach + listed * 4);
  let at = n * 4;
  for (let i = 0; i < n; i += 1) {
    const value = (rows[i] as Row)[name];
    if (kind === 'string')
      column.writeInt32LE(value === null ? -1 : stringNumber(value as string), i * 4);
    else if (kind === 'number') {
      column[i] = value === null ? 1 : 0;
      column.writeDoubleLE((value as number | null) ?? 0, n + i * 8);
    } else if (kind === 'boolean') column[i] = value === null ? 2 : value ? 1 : 0;
    else {
      const list = value as string[];
      column.writeUInt32LE(list.length, i * 4);
      for (const item of list) at = column.writeInt32LE(stringNumber(item), at);
    }
    if (i % 10_000 === 9_999) await pause();
  }
  return column;
}

type Reader = { bytes: Buffer; at: number; count: number; strings: string[] };

/**
 * One column's values. Read through a DataView, which compiles to plain loads: Buffer's
 * `readInt32LE` and kin checked their arguments for every one of the 30 million numbers of a
 * snapshot of 1.5 million listings (a second of a start).
 */
function readColumn(r: Reader, kind: Kind): unknown[] {
  const { bytes, count, strings } = r;
  const start = r.at;
  const fixed = { string: 4, number: 9, boolean: 1, strings: 4 }[kind];
  if (start + count * fixed > bytes.length) throw new Error('a column cut short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const string = (n: number) => {
    if (n === -1) return null;
    const value = strings[n];
    if (value === undefined) throw new Error('a string number past the table');
    return value;
  };
  const values = new Array<unknown>(count);
  if (kind === 'string') {
    for (let i = 0; i < count; i += 1) values[i] = string(view.getInt32(start + i * 4, true));
    r.at += count * 4;
  } else if (kind === 'number') {
    for (let i = 0; i < count; i += 1) {
      values[i] = bytes[start + i] === 1 ? null : view.getFloat64(start + count + i * 8, true);
    }
    r.at += count * 9;
  } else if (kind === 'boolean') {
    for (let i = 0; i < count; i += 1)
      values[i] = bytes[start + i] === 2 ? null : bytes[start + i] === 1;
    r.at += count;
  } else {
    let at = start + count * 4;
    for (let i = 0; i < count; i += 1) {
      const length = view.getUint32(start + i * 4, true);
      if (at + length * 4 > bytes.length) throw new Error('a column cut short');
      const list = new Array<string | null>(length);
      for (let k = 0; k < length; k += 1, at += 4) list[k] = string(view.getInt32(at, true));
      values[i] = list;
    }
    r.at = at;
  }
  return values;
}
