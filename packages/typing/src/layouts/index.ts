import { ENGLISH } from './english';
import { INSCRIPT } from './inscript';
import { REMINGTON_GAIL } from './remington-gail';
import type { LayoutDefinition, LayoutId, LayoutInfo } from './types';

const DEFINITIONS: Readonly<Record<LayoutId, LayoutDefinition>> = {
  english: ENGLISH,
  'hindi-inscript': INSCRIPT,
  'hindi-remington-gail': REMINGTON_GAIL,
};

/** The layouts a test can be typed on, in the order the landing page offers them. */
export const LAYOUTS: readonly LayoutInfo[] = [ENGLISH, INSCRIPT, REMINGTON_GAIL].map(
  ({ id, name, language, description }) => ({ id, name, language, description }),
);

export function isLayoutId(value: string): value is LayoutId {
  return Object.hasOwn(DEFINITIONS, value);
}

export function getLayout(id: LayoutId): LayoutDefinition {
  return DEFINITIONS[id];
}
