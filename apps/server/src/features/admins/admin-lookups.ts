import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { findCompanyIdOfOwner } from '../companies/companies.service';
import { findUserById } from '../users/users.service';

/** The company of an employer user; undefined while they have not started a profile. */
export async function findEmployerCompanyId(
  db: Db,
  employerId: string,
): Promise<string | undefined> {
  const user = isUuid(employerId) ? await findUserById(db, employerId) : undefined;
  if (!user || user.role !== 'employer') throw notFound('Employer not found');
  return findCompanyIdOfOwner(db, user._id);
}
