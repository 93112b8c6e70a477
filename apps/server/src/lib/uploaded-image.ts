import sharp from 'sharp';

/**
 * The most pixels an uploaded image may have: 25 megapixels (5000 × 5000). A few hundred
 * kilobytes of PNG can declare 8000 × 8000 pixels, which decode to 256 MB in whatever opens
 * them: this server's sharp, or the other party's browser.
 */
export const IMAGE_PIXEL_LIMIT = 25_000_000;

export type ImageCheck =
  | { ok: true; image: sharp.Sharp; format: string }
  | { ok: false; reason: 'unreadable' | 'too-many-pixels' };

/**
 * Reads only the image's header to learn its format and size, then opens it for sharp with the
 * same limit, so nothing larger is ever decoded. The one pixel check for every image upload.
 */
export async function openUploadedImage(
  upload: Buffer,
  maxPixels = IMAGE_PIXEL_LIMIT,
): Promise<ImageCheck> {
  let header: sharp.Metadata;
  try {
    // sharp refuses some inputs (an empty buffer) as it opens them, before any promise to catch.
    header = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const { format, width, height } = header;
  if (!format || !width || !height) return { ok: false, reason: 'unreadable' };
  if (width * height > maxPixels) return { ok: false, reason: 'too-many-pixels' };
  const image = sharp(upload, { limitInputPixels: maxPixels, failOn: 'error' });
  return { ok: true, image, format };
}
