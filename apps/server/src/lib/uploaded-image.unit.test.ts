import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_PIXEL_LIMIT, openUploadedImage } from './uploaded-image';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#123456' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('openUploadedImage', () => {
  it('opens an image within the limit and names its format', async () => {
    const opened = await openUploadedImage(await png(5000, 5000));
    expect(opened).toMatchObject({ ok: true, format: 'png' });
  });

  it('refuses an image of more pixels than the limit from its header alone', async () => {
    const bomb = await png(8000, 8000);
    expect(8000 * 8000).toBeGreaterThan(IMAGE_PIXEL_LIMIT);
    expect(await openUploadedImage(bomb)).toEqual({ ok: false, reason: 'too-many-pixels' });
    expect(await openUploadedImage(bomb, 80_000_000)).toMatchObject({ ok: true });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['text', Buffer.from('<script>alert(1)</script>')],
    [
      'a PNG signature and nothing else',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ],
  ])('calls %s unreadable', async (_name, bytes) => {
    expect(await openUploadedImage(bytes)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
