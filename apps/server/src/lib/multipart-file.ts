import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export type FileRules = {
  /** The form field the file must come in. */
  field: string;
  maxBytes: number;
  /** Keep any directory in the sent file name, so the caller can refuse it. */
  preservePath?: boolean;
  messages: { notMultipart: string; missing: string; tooLarge: string; empty: string };
};

export type ReceivedFile = { data: Buffer; fileName: string };

const MALFORMED =
  'The upload could not be read: the form data was cut off or malformed. Choose the file and try again.';

/** A failure while parsing the body is the sender's: a 4xx that says what to do, never a 500. */
function uploadError(error: unknown, { field, messages }: FileRules): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
  if (code === 'FST_FILES_LIMIT') {
    return new AppError('VALIDATION', `Send one file only, in the field "${field}".`, [
      { path: field, message: 'One file only' },
    ]);
  }
  // Busboy's own errors (no boundary, a cut-off body, a malformed part header) and the
  // plugin's part and field limits carry no status of their own.
  return new AppError('VALIDATION', MALFORMED, [{ path: field, message: 'Malformed form data' }]);
}

const missing = ({ field, messages }: FileRules) =>
  new AppError('VALIDATION', messages.missing, [{ path: field, message: 'Required' }]);

/**
 * Reads the single file of a multipart request into memory (the limits keep it small). Plain
 * fields are skipped; a file in another field, a second file or an empty one is refused.
 */
export async function readOneFile(
  request: FastifyRequest,
  rules: FileRules,
): Promise<ReceivedFile> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', rules.messages.notMultipart);
  let received: ReceivedFile | undefined;
  try {
    const limits = { fileSize: rules.maxBytes, files: 1 };
    for await (const part of request.parts({ preservePath: rules.preservePath, limits })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== rules.field) throw missing(rules);
      received = { data: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    throw uploadError(error, rules);
  }
  if (!received) throw missing(rules);
  if (received.data.length === 0) {
    throw new AppError('VALIDATION', rules.messages.empty, [
      { path: rules.field, message: 'Empty file' },
    ]);
  }
  return received;
}
