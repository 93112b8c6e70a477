import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ApplicantsResponse, ApplicationStatus } from '@shuruaat/contract';
import { useReducer, useState } from 'react';
import type { Loaded } from '@/lib/route-data';

/**
 * One job's applicants under the chosen tab, as the applicants page holds them: the loader's
 * first page, the pages "Load more" added, and each change made on the page (its status, the tab
 * counts and the timeline follow at once, without reading the list again).
 */
export type ApplicantListState = Pick<ApplicantsResponse, 'applicants' | 'job' | 'counts'> & {
  nextCursor: string | null;
};

export const listFrom = (page: ApplicantsResponse): ApplicantListState => ({
  applicants: page.applicants,
  job: page.job,
  counts: page.counts,
  nextCursor: page.nextCursor,
});

type Moved = { userIds: readonly string[]; status: ApplicationStatus; at: string };

function moveApplicant(
  state: ApplicantListState,
  userId: string,
  status: ApplicationStatus,
  at: string,
) {
  const applicant = state.applicants.find((one) => one.userId === userId);
  if (!applicant || applicant.status === status) return;
  state.counts[applicant.status] = Math.max(0, state.counts[applicant.status] - 1);
  state.counts[status] += 1;
  applicant.status = status;
  applicant.timeline.push({ status, at });
}

export const applicantList = createSlice({
  name: 'applicantList',
  // Never used: the page starts its list from the loader's first page (useApplicantList).
  initialState: null as unknown as ApplicantListState,
  reducers: {
    /** The page after `cursor`; one that arrives after the list started again is dropped. */
    pageAdded: (
      state,
      { payload }: PayloadAction<{ cursor: string; page: ApplicantsResponse }>,
    ) => {
      if (state.nextCursor !== payload.cursor) return;
      const { page } = payload;
      state.applicants.push(...page.applicants);
      state.counts = page.counts;
      state.nextCursor = page.nextCursor;
    },
    /** Only the applicants the server changed: a bulk change skips the withdrawn. */
    moved: (state, { payload }: PayloadAction<Moved>) => {
      for (const userId of payload.userIds)
        moveApplicant(state, userId, payload.status, payload.at);
    },
    /** Removed applicants are never listed; the removed count still goes up. */
    removed: (state, { payload: userId }: PayloadAction<string>) => {
      const gone = state.applicants.find((one) => one.userId === userId);
      if (!gone) return;
      state.counts[gone.status] = Math.max(0, state.counts[gone.status] - 1);
      state.counts.removed += 1;
      state.applicants = state.applicants.filter((one) => one.userId !== userId);
    },
  },
});

export const { pageAdded, moved, removed } = applicantList.actions;

type ListOrNone = ApplicantListState | null;
const startOf = (first: Loaded<ApplicantsResponse>): ListOrNone =>
  first.ok ? listFrom(first.data) : null;
const RESTART = 'applicantList/restarted';
type Restart = { type: typeof RESTART; list: ListOrNone };

function reduce(state: ListOrNone, action: UnknownAction | Restart): ListOrNone {
  if (action.type === RESTART) return (action as Restart).list;
  return state ? applicantList.reducer(state, action) : null;
}

/**
 * The list the page shows, started from the route loader's first page, and started again
 * whenever the loader answers anew (another tab, a retry).
 */
export function useApplicantList(first: Loaded<ApplicantsResponse>) {
  const [list, update] = useReducer(reduce, first, startOf);
  const [seed, setSeed] = useState(first);
  if (seed !== first) {
    setSeed(first);
    update({ type: RESTART, list: startOf(first) });
  }
  return [list, update] as const;
}
