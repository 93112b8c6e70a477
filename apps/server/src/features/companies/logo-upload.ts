import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES } from '@shuruaat/contract';
import { AppError } from '../../lib/app-error';

/** Reads the single `logo` file of a multipart request, with errors an employer understands. */
export async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the logo as multipart/form-data in the field "logo".',
    );
  }
  const file = await request.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } });
  if (!file || file.fieldname !== 'logo') {
    throw new AppError('VALIDATION', 'Choose a logo image to upload.', [
      { path: 'logo', message: 'Required' },
    ]);
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The logo must be 1 MB or smaller.');
    }
    throw error;
  }
}
