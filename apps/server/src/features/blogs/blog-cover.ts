import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { BLOG_MESSAGES } from '@shuruaat/contract';
import { AppError } from '../../lib/app-error';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
const refused = () => new AppError('UNSUPPORTED_MEDIA_TYPE', BLOG_MESSAGES.wrongCover);

/**
 * Checks the bytes (not the file name) are a PNG, JPEG or WebP image, as logos are, and makes
 * it a 1200×630 WebP: the Open Graph size, free of embedded metadata such as a phone's location.
 */
export async function processCover(upload: Buffer): Promise<{ data: Buffer; hash: string }> {
  let image: sharp.Sharp;
  try {
    image = sharp(upload, { limitInputPixels: 40_000_000, failOn: 'error' });
  } catch {
    throw refused();
  }
  const format = await image
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refused();
  const data = await image
    .rotate()
    .resize(1200, 630, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer()
    .catch(() => {
      throw refused();
    });
  return { data, hash: createHash('sha256').update(data).digest('hex').slice(0, 16) };
}
