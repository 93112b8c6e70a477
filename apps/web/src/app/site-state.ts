import { siteFormsSlice } from '@/features/site/slice';
import { rootReducer } from './store';

let isAdded = false;

/** Registers the public forms' state when the first page with a form or live list loads. */
export function addSiteState(): void {
  if (isAdded) return;
  isAdded = true;
  rootReducer.inject(siteFormsSlice);
}
