import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processLogo, WRONG_LOGO_TYPE } from './company-logo';

describe('processLogo', () => {
  it('turns a PNG into a 256 px WebP', async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#3949ab' },
    })
      .png()
      .toBuffer();
    const { data } = await processLogo(png);
    const meta = await sharp(data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it.each([
    ['zero bytes', Buffer.alloc(0)],
    ['a few bytes of text', Buffer.from('not an image')],
    ['a PNG signature with nothing after it', Buffer.from('89504e470d0a1a0a', 'hex')],
  ])('refuses %s as not an image (415), never a 500', async (_name, bytes) => {
    await expect(processLogo(bytes)).rejects.toMatchObject({
      statusCode: 415,
      message: WRONG_LOGO_TYPE,
    });
  });
});
