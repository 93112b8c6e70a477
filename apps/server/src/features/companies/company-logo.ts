import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
export const WRONG_LOGO_TYPE = 'Upload the logo as a PNG, JPEG or WebP image.';

// sharp refuses some inputs (an empty buffer) as it opens them, before any promise to catch.
function openImage(upload: Buffer): sharp.Sharp {
  try {
    return sharp(upload, { limitInputPixels: 25_000_000, failOn: 'error' });
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', WRONG_LOGO_TYPE);
  }
}

/**
 * Checks the bytes (not the file name) are a PNG, JPEG or WebP image and turns them into a
 * 256 px square WebP, so every logo is small, the same shape, and free of embedded metadata.
 */
export async function processLogo(upload: Buffer): Promise<{ data: Buffer; hash: string }> {
  const image = openImage(upload);
  const format = await image
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', WRONG_LOGO_TYPE);
  }
  const data = await image
    .rotate()
    .resize(256, 256, { fit: 'contain', background: '#ffffff' })
    .webp({ quality: 85 })
    .toBuffer()
    .catch(() => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', WRONG_LOGO_TYPE);
    });
  return { data, hash: createHash('sha256').update(data).digest('hex').slice(0, 16) };
}
