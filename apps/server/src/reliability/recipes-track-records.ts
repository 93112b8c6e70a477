import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/raw-rows';
import type { Recipe } from './recipes';
import type { World } from './world';

/**
 * Issue 27: a stipend question of the owners' candidate, on a fresh application of the owners'
 * employer, made in SQL (waiting out an internship is the API suite's job); `answer` 'no' makes
 * one the employer may respond to.
 */
async function freshStipendCheck(world: World, answer: 'no' | null): Promise<string> {
  const job = await world.freshApplication();
  const [row] = await rowsOf<{ id: string }>(
    world.app.db,
    sql`insert into stipend_checks (application_id, candidate_id, job_id, company_id, ended_on,
        answer, answered_at)
      select a.id, a.candidate_id, a.job_id, j.company_id, current_date, ${answer},
        case when ${answer}::stipend_answer is null then null else now() end
      from applications a join jobs j on j.id = a.job_id where a.job_id = ${job._id}
      returning id`,
  );
  return row?.id ?? 'none';
}

const companyOfJob = async (world: World) => {
  const response = await world.app.inject({ url: `/api/employers/job/${world.job._id}` });
  const job = response.json() as { job?: { company?: { _id?: string } } };
  return job.job?.company?._id ?? '';
};

export const TRACK_RECORD_RECIPES: Record<string, Recipe> = {
  'GET /api/jobs/track-records': {
    owner: 'anonymous',
    call: async (world) => ({ query: { companyIds: await companyOfJob(world) } }),
  },
  'GET /api/jobs/company/{companyId}/track-record': {
    owner: 'anonymous',
    call: async (world) => ({ params: { companyId: await companyOfJob(world) } }),
  },
  'GET /api/candidates/stipend-checks': { owner: 'candidate' },
  'POST /api/candidates/stipend-checks/{id}/answer': {
    owner: 'candidate',
    call: async (world) => ({
      params: { id: await freshStipendCheck(world, null) },
      body: { answer: 'yes' },
    }),
  },
  'GET /api/employers/stipend-checks': { owner: 'employer' },
  'POST /api/employers/stipend-checks/{id}/response': {
    owner: 'employer',
    call: async (world) => ({
      params: { id: await freshStipendCheck(world, 'no') },
      body: { response: 'We paid on the 5th; the bank reference is in our email to the intern.' },
    }),
  },
  'GET /api/admins/stipend-checks': { owner: 'admin' },
};
