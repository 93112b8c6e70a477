import { RoaringBitmap32 } from './roaring';

/** The listings in every set, smallest first so each step shrinks what the next one reads. */
export const and = (bitmaps: (RoaringBitmap32 | undefined)[]): RoaringBitmap32 => {
  const present = bitmaps.filter((b): b is RoaringBitmap32 => b !== undefined);
  const [first, ...rest] = present.sort((a, b) => a.size - b.size);
  if (!first) return new RoaringBitmap32();
  return rest.reduce((acc, b) => RoaringBitmap32.and(acc, b), first);
};

export const or = (bitmaps: RoaringBitmap32[]) => RoaringBitmap32.orMany(bitmaps);
