import { portfolioSlice } from '@/features/portfolio/slice';
import { referralSlice } from '@/features/referral/slice';
import { storiesSlice } from '@/features/stories/slice';
import { rootReducer } from './store';

/** Registers the referral, ambassador, portfolio and story state when one of their pages loads. */
export function addProgramsState(): void {
  rootReducer.inject(referralSlice);
  rootReducer.inject(portfolioSlice);
  rootReducer.inject(storiesSlice);
}
