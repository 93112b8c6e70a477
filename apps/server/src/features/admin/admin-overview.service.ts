import { todayInIndia, type AdminOverview } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { countOverview } from './admin-overview.repository';

/** "Open listings" means open today in India, as the jobs board counts them. */
export function getOverview(db: Db): Promise<AdminOverview> {
  return countOverview(db, todayInIndia());
}
