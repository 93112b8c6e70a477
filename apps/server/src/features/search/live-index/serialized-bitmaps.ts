import type { Pause } from '../../../lib/time-slices';
import type { RoaringBitmap32 } from './roaring';

/**
 * Bitmaps serialised one after another into one growing buffer (CRoaring's portable format),
 * each with its key, size and first slot: a snapshot's 60,000 bitmaps as 60,000 buffers and
 * records were enough garbage to bring on major collections while the snapshot was written.
 */
export class SerializedBitmaps {
  private bytes = Buffer.allocUnsafe(1 << 20);
  private used = 0;
  private readonly keys: string[] = [];
  private readonly starts: number[] = [];
  private readonly sizes: number[] = [];
  private readonly firsts: number[] = [];

  add(key: string, bitmap: RoaringBitmap32): void {
    const size = bitmap.getSerializationSizeInBytes('portable');
    if (this.used + size > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + size));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    bitmap.serialize('portable', this.bytes.subarray(this.used, this.used + size));
    this.keys.push(key);
    this.starts.push(this.used);
    this.sizes.push(size);
    this.firsts.push(bitmap.minimum());
    this.used += size;
  }

  /** Keys, sizes and bytes in the order of each bitmap's first slot (stable). */
  async byFirstSlot(pause: Pause): Promise<{ keys: string[]; sizes: number[]; bytes: Buffer }> {
    const order = this.keys.map((_, i) => i);
    order.sort((a, b) => (this.firsts[a] as number) - (this.firsts[b] as number) || a - b);
    await pause();
    const bytes = Buffer.allocUnsafe(this.used);
    let at = 0;
    for (const [n, i] of order.entries()) {
      const start = this.starts[i] as number;
      at += this.bytes.copy(bytes, at, start, start + (this.sizes[i] as number));
      if (n % 10_000 === 0) await pause();
    }
    return {
      keys: order.map((i) => this.keys[i] as string),
      sizes: order.map((i) => this.sizes[i] as number),
      bytes,
    };
  }
}
