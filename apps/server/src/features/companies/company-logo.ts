import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { openUploadedImage } from '../../lib/uploaded-image';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
export const WRONG_LOGO_TYPE = 'Upload the logo as a PNG, JPEG or WebP image.';

/**
 * Checks the bytes (not the file name) are a PNG, JPEG or WebP image and turns them into a
 * 256 px square WebP, so every logo is small, the same shape, and free of embedded metadata.
 */
export async function processLogo(upload: Buffer): Promise<{ data: Buffer; hash: string }> {
  const opened = await openUploadedImage(upload);
  if (!opened.ok || !ACCEPTED_FORMATS.has(opened.format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', WRONG_LOGO_TYPE);
  }
  const data = await opened.image
    .rotate()
    .resize(256, 256, { fit: 'contain', background: '#ffffff' })
    .webp({ quality: 85 })
    .toBuffer()
    .catch(() => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', WRONG_LOGO_TYPE);
    });
  return { data, hash: createHash('sha256').update(data).digest('hex').slice(0, 16) };
}
