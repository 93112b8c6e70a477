import { createHash } from 'node:crypto';
import { BLOG_MESSAGES } from '@shuruaat/contract';
import { AppError } from '../../lib/app-error';
import { openUploadedImage } from '../../lib/uploaded-image';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
const refused = () => new AppError('UNSUPPORTED_MEDIA_TYPE', BLOG_MESSAGES.wrongCover);
/** An admin's camera photo (a 40 MP phone) is a fair cover; it is scaled down at once. */
const COVER_PIXEL_LIMIT = 40_000_000;

/**
 * Checks the bytes (not the file name) are a PNG, JPEG or WebP image, as logos are, and makes
 * it a 1200×630 WebP: the Open Graph size, free of embedded metadata such as a phone's location.
 */
export async function processCover(upload: Buffer): Promise<{ data: Buffer; hash: string }> {
  const opened = await openUploadedImage(upload, COVER_PIXEL_LIMIT);
  if (!opened.ok || !ACCEPTED_FORMATS.has(opened.format)) throw refused();
  const data = await opened.image
    .rotate()
    .resize(1200, 630, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer()
    .catch(() => {
      throw refused();
    });
  return { data, hash: createHash('sha256').update(data).digest('hex').slice(0, 16) };
}
