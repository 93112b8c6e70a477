import roaring from 'roaring';

// roaring is CommonJS: Node's ESM loader cannot pick named exports from it, so they are taken
// from the default export here, once, for the rest of the index.
export const { RoaringBitmap32 } = roaring;
export type RoaringBitmap32 = InstanceType<typeof RoaringBitmap32>;
