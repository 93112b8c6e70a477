import { jsonArrayInSlices, type Pause } from '../../../lib/time-slices';
import { decodeListings, encodeListings } from './listing-columns';
import type { DenseImage, IndexImage } from './listing-index';
import { RoaringBitmap32 } from './roaring';
import { SerializedBitmaps } from './serialized-bitmaps';

/**
 * An index image as bytes, and back: the listings in columns (listing-columns.ts), the two
 * orders as 32-bit slot numbers, and every bitmap in CRoaring's portable format (the format
 * Java and Go read too, stable across versions). The sections are, in order: listings, byTime,
 * byPay, keys, bitmap sizes, bitmaps.
 *
 * Written as a fresh build of the live listings, in their slot order, would have made it: slot
 * numbers close up over dead slots, a key only dead slots had is left out, and keys come in the
 * order of the first listing that has them (the speller breaks ties in that order). Each bitmap
 * is cut to the captured slots and serialised in the same step, so a catch-up between slices
 * (which may add later slots to it) changes nothing written.
 */
export async function encodeImage(image: IndexImage, pause: Pause): Promise<Buffer[]> {
  const slots = image.listings.length;
  const newSlot = image.live.size === slots ? null : renumbering(image);
  // One array for every bitmap's slots while they are renumbered, not one per bitmap.
  const scratch = newSlot ? new Uint32Array(slots) : null;
  const fields = [];
  for (const field of ['values', 'words'] as const) {
    const serialized = new SerializedBitmaps();
    for (const [key, bitmap] of image[field]) {
      const isCut = newSlot !== null || (!bitmap.isEmpty && bitmap.maximum() >= slots);
      const cut = isCut ? RoaringBitmap32.and(bitmap, image.live) : bitmap;
      if (cut.isEmpty) continue;
      serialized.add(key, newSlot && scratch ? renumbered(cut, newSlot, scratch) : cut);
      // Every bitmap: closing up a dense one (150,000 slots) is a millisecond or two.
      await pause();
    }
    fields.push(await serialized.byFirstSlot(pause));
  }
  const [values, words] = fields as [Serialized, Serialized];
  const order = (list: number[]) =>
    slotBytes(newSlot ? list.map((slot) => newSlot[slot] as number) : list);
  const listings = image.listings.filter((l) => l !== undefined);
  return [
    await encodeListings(listings, pause),
    order(image.byTime),
    order(image.byPay),
    Buffer.concat([
      Buffer.from('{"values":'),
      await jsonArrayInSlices(values.keys, pause),
      Buffer.from(',"words":'),
      await jsonArrayInSlices(words.keys, pause),
      Buffer.from('}'),
    ]),
    slotBytes([...values.sizes, ...words.sizes]),
    Buffer.concat([values.bytes, words.bytes]),
  ];
}

type Serialized = Awaited<ReturnType<SerializedBitmaps['byFirstSlot']>>;

/** The image the sections hold; throws on sections that do not fit together. */
export async function decodeImage(sections: Buffer[], pause: Pause): Promise<DenseImage> {
  const [listingBytes, byTime, byPay, keyBytes, sizeBytes, bitmapBytes] = sections;
  if (!listingBytes || !byTime || !byPay || !keyBytes || !sizeBytes || !bitmapBytes) {
    throw new Error('missing sections');
  }
  // The bitmaps before the listings: each bitmap made tells V8 of its memory outside the heap,
  // which brings on collections, and with 1.5 million listings already in the heap each one
  // marks them all (1.8 s of the start at ten million jobs, 0.2 s read first).
  const count = byTime.length / 4;
  const keys = JSON.parse(keyBytes.toString('utf8')) as { values: string[]; words: string[] };
  const sizes = numbersOf(sizeBytes);
  if (sizes.length !== keys.values.length + keys.words.length) throw new Error('keys ≠ sizes');
  let at = 0;
  let next = 0;
  const read = async (names: string[]) => {
    const keyed = new Map<string, RoaringBitmap32>();
    for (const name of names) {
      const size = sizes[next++] as number;
      const bitmap = RoaringBitmap32.deserialize(bitmapBytes.subarray(at, at + size), 'portable');
      if (!bitmap.isEmpty && bitmap.maximum() >= count) throw new Error('slot past end');
      keyed.set(name, bitmap);
      at += size;
      if (next % 1_024 === 0) await pause();
    }
    return keyed;
  };
  const values = await read(keys.values);
  const words = await read(keys.words);
  if (at !== bitmapBytes.length) throw new Error('bitmap bytes left over');
  const listings = decodeListings(listingBytes);
  const image = { listings, values, words, byTime: numbersOf(byTime), byPay: numbersOf(byPay) };
  if (image.byTime.length !== listings.length || image.byPay.length !== listings.length) {
    throw new Error('orders ≠ listings');
  }
  return image;
}

/** Each live slot's new number: its rank among the live slots, so the order is kept. */
function renumbering(image: IndexImage): Int32Array {
  const newSlot = new Int32Array(image.listings.length).fill(-1);
  let next = 0;
  for (const slot of image.live) newSlot[slot] = next++;
  return newSlot;
}

function renumbered(
  bitmap: RoaringBitmap32,
  newSlot: Int32Array,
  scratch: Uint32Array,
): RoaringBitmap32 {
  const slots = bitmap.toUint32Array(scratch);
  for (let i = 0; i < slots.length; i += 1) slots[i] = newSlot[slots[i] as number] as number;
  return new RoaringBitmap32(slots);
}

// Little-endian, as Buffer writes it whatever the machine.
function slotBytes(numbers: number[]): Buffer {
  const bytes = Buffer.alloc(numbers.length * 4);
  for (let i = 0; i < numbers.length; i += 1) bytes.writeUInt32LE(numbers[i] as number, i * 4);
  return bytes;
}

function numbersOf(bytes: Buffer): number[] {
  if (bytes.length % 4 !== 0) throw new Error('a list of 32-bit numbers has a ragged end');
  const numbers = new Array<number>(bytes.length / 4);
  for (let i = 0; i < numbers.length; i += 1) numbers[i] = bytes.readUInt32LE(i * 4);
  return numbers;
}
