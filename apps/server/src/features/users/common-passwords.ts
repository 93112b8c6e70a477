import { PASSWORD_MESSAGES } from '@shuruaat/contract';
import { AppError } from '../../lib/app-error';

let common: Promise<Set<string>> | undefined;

/**
 * The 49,233 passwords seen most often in public breaches, ranked (the common-password dictionary
 * of zxcvbn-ts, MIT, kept up to date with it). Loaded on first use, not at start-up: it is
 * 380 kB of script that only sign-up and password changes need.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

/** Case does not make "PASSWORD" any less guessable than "password". */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** A new password (sign-up, reset, an admin's) that is on the list is a 400 on its field. */
export async function assertUncommonPassword(password: string): Promise<void> {
  if (!(await isCommonPassword(password))) return;
  throw new AppError('VALIDATION', PASSWORD_MESSAGES.common, [
    { path: 'password', message: PASSWORD_MESSAGES.common },
  ]);
}
