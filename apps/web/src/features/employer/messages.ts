import { MESSAGES } from '@shuruaat/contract';

export const EMPLOYER_FALLBACKS = MESSAGES.employer;

export const PROFILE_SAVED = 'Company profile saved.';
export const LOGO_SAVED = 'Logo uploaded.';
