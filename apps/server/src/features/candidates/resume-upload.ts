import type { FastifyRequest } from 'fastify';
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from '@shuruaat/contract';
import { AppError } from '../../lib/app-error';
import { readOneFile } from '../../lib/multipart-file';

export type ResumeUpload = { data: Buffer; fileName: string };

// Browsers send a bare file name; a name with a directory in it comes from a crafted request.
const UNSAFE_NAME = /[/\\]|\.\.|\p{Cc}/u;

/**
 * A PDF, by content: the header must open the file (readers accept it within the first
 * kilobyte) and the end-of-file marker must close it, so renamed images and text are refused.
 */
export function looksLikePdf(data: Buffer): boolean {
  const head = data.subarray(0, 1024).toString('latin1');
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1');
  return head.includes('%PDF-1.') || head.includes('%PDF-2.') ? tail.includes('%%EOF') : false;
}

/** Reads the single `resume` file of a multipart request; nothing is stored here. */
export async function readResumeUpload(request: FastifyRequest): Promise<ResumeUpload> {
  const { data, fileName } = await readOneFile(request, {
    field: 'resume',
    maxBytes: RESUME_MAX_BYTES,
    preservePath: true,
    messages: {
      notMultipart: RESUME_MESSAGES.notPdf,
      missing: RESUME_MESSAGES.missing,
      tooLarge: RESUME_MESSAGES.tooLarge,
      empty: RESUME_MESSAGES.empty,
    },
  });
  if (UNSAFE_NAME.test(fileName)) {
    throw new AppError('VALIDATION', RESUME_MESSAGES.badName, [
      { path: 'resume', message: 'File name must not contain a path' },
    ]);
  }
  if (!looksLikePdf(data)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', RESUME_MESSAGES.notPdf);
  return { data, fileName: fileName.slice(0, 200) || 'resume.pdf' };
}
