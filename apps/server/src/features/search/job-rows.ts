import { todayInIndia, type JobListItem } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { presentJob } from '../jobs/jobs.service';
import { ByteBoundedLru } from './byte-bounded-lru';
import { heapBytes } from './heap-bytes';
import { findByIds } from './search.repository';

type Presented = { job: JobListItem; companyId: string; day: string };

/**
 * The listings result pages show, as list items (no description), for those students open most (a
 * LRU bounded by bytes). Dropped as soon as the change feed names the listing or its company, and
 * presented again on a new day (whether it still accepts applications is read per day), so a
 * page rarely costs a database round trip and many cached pages share one object per listing.
 */
export class PresentedJobs {
  private readonly jobs: ByteBoundedLru<string, Presented>;

  constructor(maxBytes = PRESENTED_JOB_BYTES) {
    this.jobs = new ByteBoundedLru(maxBytes, (id, found) => 2 * id.length + heapBytes(found));
  }

  get size() {
    return this.jobs.size;
  }

  async get(db: Db, ids: string[]): Promise<JobListItem[]> {
    const day = todayInIndia();
    const fresh = new Map<string, JobListItem>();
    const missing = ids.filter((id) => {
      const found = this.jobs.get(id);
      if (found?.day !== day) return true;
      fresh.set(id, found.job);
      return false;
    });
    if (missing.length) {
      for (const { job, company } of await findByIds(db, missing)) {
        const {
          description: _description,
          questions: _questions,
          ...item
        } = presentJob(job, company);
        this.jobs.set(item._id, { job: item, companyId: company.id, day });
        fresh.set(item._id, item);
      }
    }
    return ids.flatMap((id) => {
      const job = fresh.get(id);
      return job ? [job] : [];
    });
  }

  forget(jobIds: string[], companyIds: string[]): void {
    for (const id of jobIds) this.jobs.delete(id);
    if (companyIds.length === 0) return;
    const companies = new Set(companyIds);
    this.jobs.deleteWhere((found) => companies.has(found.companyId));
  }
}

/** About 20,000 listings as result pages show them (some 800 bytes of heap each). */
const PRESENTED_JOB_BYTES = 16 * 1024 * 1024;
