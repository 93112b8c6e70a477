/**
 * About the bytes V8 gives plain data (what an answer or a presented listing is made of) on a
 * 64-bit heap: an object 24 bytes and 8 a property, an array 48 and 8 an item, a string 16 and
 * a byte a character (two outside Latin-1), a fraction or a date 16 or 56. A value met twice is
 * counted twice, so data that shares objects is overestimated, never under. For the caches'
 * byte bounds (byte-bounded-lru.ts), not for anything exact.
 */
export function heapBytes(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return 16 + align(/[\u0100-\uffff]/.test(value) ? 2 * value.length : value.length);
    case 'number':
      return Number.isInteger(value) ? 8 : 24;
    case 'object':
      if (value === null) return 8;
      if (value instanceof Date) return 64;
      if (Array.isArray(value)) {
        let bytes = 48 + 8 * value.length;
        for (const item of value) bytes += referenced(item);
        return bytes;
      }
      return objectBytes(value as Record<string, unknown>);
    default:
      return 8;
  }
}

function objectBytes(object: Record<string, unknown>): number {
  let bytes = 24;
  for (const key in object) bytes += 8 + referenced(object[key]);
  return bytes;
}

/** What a slot points at, beyond the slot itself (small integers, booleans and null are in it). */
function referenced(value: unknown): number {
  if (value === null || typeof value === 'boolean' || typeof value === 'undefined') return 0;
  if (typeof value === 'number') return Number.isInteger(value) ? 0 : 16;
  return heapBytes(value);
}

const align = (n: number) => (n + 7) & ~7;
