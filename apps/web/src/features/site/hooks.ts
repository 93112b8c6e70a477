import { useAppSelector } from '@/lib/redux-hooks';
import { initialSiteFormsState, type SiteFormsState } from './slice';

/** The site forms' state; injected with the pages that use it (app/site-state.ts). */
export function useSiteForms(): SiteFormsState {
  return useAppSelector((state) => state.siteForms ?? initialSiteFormsState);
}
