import { FILE_SPACE_BYTES, FILE_SPACE_MESSAGES } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './file-space.repository';

/**
 * Refuses a file that would take an account past its file space (FILE_SPACE_BYTES), before it
 * is stored. Two uploads at once may both pass: the overshoot is a file or two, which the
 * hourly upload limits bound.
 */
export async function assertFileSpaceFor(db: Db, userId: string, bytes: number): Promise<void> {
  if ((await repo.storedBytesOf(db, userId)) + bytes > FILE_SPACE_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', FILE_SPACE_MESSAGES.full);
  }
}
