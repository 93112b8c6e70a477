import type { Db } from '../../db/client';
import type { JobWithCompany } from '../jobs/jobs.service';
import { findByIds } from './search.repository';

/**
 * The rows behind result pages, kept for the listings students open most (a bounded LRU) and
 * dropped as soon as the change feed names them, so a page rarely costs a database round trip.
 */
export class JobRowCache {
  private readonly rows = new Map<string, JobWithCompany>();

  constructor(private readonly maxEntries = 20_000) {}

  async get(db: Db, ids: string[]): Promise<JobWithCompany[]> {
    const missing = ids.filter((id) => !this.rows.has(id));
    if (missing.length) {
      for (const row of await findByIds(db, missing)) this.remember(row);
    }
    return ids.flatMap((id) => {
      const row = this.rows.get(id);
      if (!row) return [];
      // Refresh its place in the LRU order.
      this.rows.delete(id);
      this.rows.set(id, row);
      return [row];
    });
  }

  forget(jobIds: string[], companyIds: string[]): void {
    for (const id of jobIds) this.rows.delete(id);
    if (companyIds.length === 0) return;
    const companies = new Set(companyIds);
    for (const [id, row] of this.rows) if (companies.has(row.company.id)) this.rows.delete(id);
  }

  private remember(row: JobWithCompany): void {
    if (this.rows.size >= this.maxEntries) {
      const oldest = this.rows.keys().next().value;
      if (oldest !== undefined) this.rows.delete(oldest);
    }
    this.rows.set(row.job.id, row);
  }
}
