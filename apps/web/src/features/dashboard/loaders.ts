import type { BirthDateBody } from '@shuruaat/contract';
import type { Translate } from '@/lib/i18n/translate';
import { loaded } from '@/lib/route-data';
import { dashboardApi } from './api';

// The guardian notice's two changes, made on the candidate's overview once it is up (its route
// has no action). Each answers a `Loaded`: the server's message, else the notice's own words
// (`t`, the notice's).

/** A minor's date of birth, added once; the answer carries the age it makes them. */
export const saveBirthDate = (body: BirthDateBody, t: Translate) =>
  loaded(() => dashboardApi.saveBirthDate(body), t('dashboard.birthDate.failed'));

/** Asks the parent or guardian again: at the address given at sign-up, or a corrected one. */
export const askGuardianAgain = (guardianEmail: string | undefined, t: Translate) =>
  loaded(() => dashboardApi.resendToGuardian(guardianEmail), t('dashboard.guardian.failed'));
