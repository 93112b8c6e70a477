import { todayInIndia, type JobListItem } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { presentJob } from '../jobs/jobs.service';
import { findByIds } from './search.repository';

type Presented = { job: JobListItem; companyId: string; day: string };

/**
 * The listings result pages show, as list items (no description), for those students open most (a
 * bounded LRU). Dropped as soon as the change feed names the listing or its company, and
 * presented again on a new day (whether it still accepts applications is read per day), so a
 * page rarely costs a database round trip and many cached pages share one object per listing.
 */
export class PresentedJobs {
  private readonly jobs = new Map<string, Presented>();

  constructor(private readonly maxEntries = 20_000) {}

  async get(db: Db, ids: string[]): Promise<JobListItem[]> {
    const day = todayInIndia();
    const missing = ids.filter((id) => this.jobs.get(id)?.day !== day);
    if (missing.length) {
      for (const { job, company } of await findByIds(db, missing)) {
        const {
          description: _description,
          questions: _questions,
          ...item
        } = presentJob(job, company);
        this.remember({ job: item, companyId: company.id, day });
      }
    }
    return ids.flatMap((id) => {
      const found = this.jobs.get(id);
      if (!found) return [];
      // Refresh its place in the LRU order.
      this.jobs.delete(id);
      this.jobs.set(id, found);
      return [found.job];
    });
  }

  forget(jobIds: string[], companyIds: string[]): void {
    for (const id of jobIds) this.jobs.delete(id);
    if (companyIds.length === 0) return;
    const companies = new Set(companyIds);
    for (const [id, found] of this.jobs) if (companies.has(found.companyId)) this.jobs.delete(id);
  }

  private remember(found: Presented): void {
    if (this.jobs.size >= this.maxEntries) {
      const oldest = this.jobs.keys().next().value;
      if (oldest !== undefined) this.jobs.delete(oldest);
    }
    this.jobs.set(found.job._id, found);
  }
}
