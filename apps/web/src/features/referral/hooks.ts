import { useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { initialReferralState, type ReferralState } from './slice';

const selectReferral = (state: RootState): ReferralState => state.referral ?? initialReferralState;

export const useReferralState = () => useAppSelector(selectReferral);
export const useSessionUser = () => useAppSelector((state: RootState) => state.auth.user);
