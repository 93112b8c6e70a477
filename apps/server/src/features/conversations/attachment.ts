import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  CONVERSATION_MESSAGES,
  MESSAGE_ATTACHMENT_FIELD,
  MESSAGE_ATTACHMENT_MAX_BYTES,
} from '@shuruaat/contract';
import { AppError } from '../../lib/app-error';
import { readOneFile } from '../../lib/multipart-file';
import { openUploadedImage } from '../../lib/uploaded-image';
import { looksLikePdf } from '../candidates/candidates.service';

export type CheckedAttachment = {
  id: string;
  data: Buffer;
  fileName: string;
  type: string;
  extension: string;
};

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  bytes.every((byte, i) => data[at + i] === byte);

/** The file's type by its content, never by its name or the type the browser claimed. */
export function sniffType(data: Buffer): { type: string; extension: string } | undefined {
  if (looksLikePdf(data)) return { type: 'application/pdf', extension: '.pdf' };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { type: 'image/png', extension: '.png' };
  }
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', extension: '.jpg' };
  const riff = data.subarray(0, 4).toString('latin1') === 'RIFF';
  if (riff && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { type: 'image/webp', extension: '.webp' };
  }
  return undefined;
}

// Control characters and path separators never belong in a name shown to the other party.
const UNSAFE = /[/\\\p{Cc}]/gu;

/** An image is sent on as it came, so the other party's browser decodes it: the logos' limit. */
async function checkImage(data: Buffer): Promise<void> {
  const opened = await openUploadedImage(data);
  if (opened.ok) return;
  if (opened.reason === 'too-many-pixels') {
    throw new AppError('PAYLOAD_TOO_LARGE', CONVERSATION_MESSAGES.attachmentTooManyPixels);
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', CONVERSATION_MESSAGES.attachmentType);
}

export async function readAttachment(request: FastifyRequest): Promise<CheckedAttachment> {
  const { data, fileName } = await readOneFile(request, {
    field: MESSAGE_ATTACHMENT_FIELD,
    maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
    messages: {
      notMultipart: CONVERSATION_MESSAGES.attachmentMissing,
      missing: CONVERSATION_MESSAGES.attachmentMissing,
      tooLarge: CONVERSATION_MESSAGES.attachmentTooLarge,
      empty: CONVERSATION_MESSAGES.attachmentEmpty,
    },
  });
  const sniffed = sniffType(data);
  if (!sniffed) throw new AppError('UNSUPPORTED_MEDIA_TYPE', CONVERSATION_MESSAGES.attachmentType);
  if (sniffed.type.startsWith('image/')) await checkImage(data);
  const name = fileName.replace(UNSAFE, '').slice(0, 200) || `attachment${sniffed.extension}`;
  return { id: randomUUID(), data, fileName: name, ...sniffed };
}
