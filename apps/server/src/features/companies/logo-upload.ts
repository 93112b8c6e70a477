import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES } from '@shuruaat/contract';
import { readOneFile } from '../../lib/multipart-file';

/** Reads the single `logo` file of a multipart request, with errors an employer understands. */
export async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  const { data } = await readOneFile(request, {
    field: 'logo',
    maxBytes: LOGO_MAX_BYTES,
    messages: {
      notMultipart: 'Send the logo as multipart/form-data in the field "logo".',
      missing: 'Choose a logo image to upload.',
      tooLarge: 'The logo must be 1 MB or smaller.',
      empty: 'The logo file is empty. Choose a PNG, JPEG or WebP image.',
    },
  });
  return data;
}
