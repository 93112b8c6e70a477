import type { Recipe } from './recipes';

/** Issue 16 part 2: response rates. The company's is read through the owners' job's company. */
export const ANSWERS_RECIPES: Record<string, Recipe> = {
  'GET /api/employers/response-rate': { owner: 'employer' },
  'GET /api/jobs/company/{companyId}/response-rate': {
    owner: 'anonymous',
    call: async (world) => {
      const response = await world.app.inject({ url: `/api/employers/job/${world.job._id}` });
      const job = response.json() as { job?: { company?: { _id?: string } } };
      return { params: { companyId: job.job?.company?._id ?? '' } };
    },
  },
};
