import { referralSlice } from '@/features/referral/slice';
import { storiesSlice } from '@/features/stories/slice';
import { rootReducer } from './store';

/**
 * Registers the portfolio tool's state and the admin's ambassador and story review lists when one
 * of their pages loads. The referral, ambassador and story pages get their data from loaders.
 */
export function addProgramsState(): void {
  rootReducer.inject(referralSlice);
  rootReducer.inject(storiesSlice);
}
