import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { applicantsApi } from './applicants-api';
import { applicantsAction } from './applicant-loaders';
import { applicantList, listFrom, moved, pageAdded, removed } from './applicant-list-state';
import { buildApplicant, buildApplicantsResponse } from '@/test-utils/employer-data';

const asha = buildApplicant({ userId: 'asha', fullName: 'Asha' });
const ravi = buildApplicant({ userId: 'ravi', fullName: 'Ravi', status: 'shortlisted' });
const AT = '2026-11-26T10:00:00.000Z';

const start = () => listFrom(buildApplicantsResponse([asha, ravi], { nextCursor: 'c1' }));
const reduce = applicantList.reducer;

function act(body: unknown) {
  const request = new Request('http://localhost/employer/dashboard/jobs/job_1/applicants', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const url = new URL(request.url);
  const pattern = '/employer/dashboard/jobs/:id/applicants';
  return applicantsAction({ request, url, pattern, params: { id: 'job_1' }, context: {} });
}

afterEach(() => vi.restoreAllMocks());

describe('the applicants page’s list', () => {
  it('keeps the job, its applicants, their counts and where the next page starts', () => {
    const list = start();
    expect(list).toMatchObject({ job: { title: 'Frontend developer intern' }, nextCursor: 'c1' });
    expect(list.counts).toMatchObject({ applied: 1, shortlisted: 1 });
  });

  it('adds the next page after the applicants already shown', () => {
    const page = buildApplicantsResponse([buildApplicant({ userId: 'meera' })]);
    const list = reduce(start(), pageAdded({ cursor: 'c1', page }));
    expect(list.applicants.map((a) => a.userId)).toEqual(['asha', 'ravi', 'meera']);
    expect(list.nextCursor).toBeNull();
  });

  it('drops a page asked for before the list started again', () => {
    const page = buildApplicantsResponse([buildApplicant({ userId: 'meera' })]);
    const list = reduce(start(), pageAdded({ cursor: 'older', page }));
    expect(list.applicants.map((a) => a.userId)).toEqual(['asha', 'ravi']);
  });

  it("changes an applicant's status, its tab counts and timeline", () => {
    const list = reduce(start(), moved({ userIds: ['asha'], status: 'interview', at: AT }));
    expect(list.applicants[0]?.status).toBe('interview');
    expect(list.applicants[0]?.timeline.at(-1)).toEqual({ status: 'interview', at: AT });
    expect(list.counts).toMatchObject({ applied: 0, interview: 1, shortlisted: 1 });
  });

  it('drops a removed applicant and counts them as removed', () => {
    const list = reduce(start(), removed('ravi'));
    expect(list.applicants.map((a) => a.userId)).toEqual(['asha']);
    expect(list.counts).toMatchObject({ shortlisted: 0, removed: 1 });
  });
});

describe('the applicants route’s action', () => {
  it('moves only the applicants the bulk change updated, with the server’s message', async () => {
    vi.spyOn(applicantsApi, 'updateApplicantsStatus').mockResolvedValue({
      message: '1 applicant rejected; 1 left as it was.',
      updated: ['asha'],
      skipped: ['ravi'],
    });
    const answer = await act({
      intent: 'move-many',
      change: { userIds: ['asha', 'ravi'], newStatus: 'rejected' },
    });
    expect(answer).toMatchObject({
      ok: true,
      data: { message: '1 applicant rejected; 1 left as it was.', updated: ['asha'] },
    });
  });

  it('reports the server’s 409 when the candidate withdrew', async () => {
    vi.spyOn(applicantsApi, 'updateApplicantStatus').mockRejectedValue(
      new ApiError(409, 'CONFLICT', 'This candidate withdrew the application.'),
    );
    const answer = await act({ intent: 'move', userId: 'asha', change: { newStatus: 'hired' } });
    expect(answer).toMatchObject({
      ok: false,
      failure: { message: 'This candidate withdrew the application.' },
    });
  });

  it.each([
    [
      'a status change',
      'updateApplicantStatus',
      { intent: 'move', userId: 'asha', change: { newStatus: 'hired' } },
      'Failed to update status',
    ],
    [
      'a bulk change',
      'updateApplicantsStatus',
      { intent: 'move-many', change: { userIds: ['asha'], newStatus: 'rejected' } },
      'Failed to update status',
    ],
    [
      'a removal',
      'deleteApplicant',
      { intent: 'remove', userId: 'ravi' },
      'Failed to remove applicant',
    ],
  ] as const)(
    'falls back to the spec text when %s fails without a message',
    async (_, call, body, text) => {
      vi.spyOn(applicantsApi, call).mockRejectedValue(
        new ApiError(503, 'SERVICE_UNAVAILABLE', 'Something went wrong'),
      );
      expect(await act(body)).toMatchObject({ ok: false, failure: { message: text } });
    },
  );
});
