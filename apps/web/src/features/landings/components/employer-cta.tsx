import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/lib/i18n/translate';
import { useViewerRole } from '../viewer';

export const EMPLOYER_LINKS = {
  signUp: '/signup?role=employer',
  logIn: '/login',
  postJob: '/employer/dashboard/post-job',
  dashboard: '/employer/dashboard',
} as const;

const ON_DARK_OUTLINE = 'border-white text-white hover:bg-white/10';

/**
 * What an employer should do next: sign up, or post a job once signed in. Someone signed in
 * with another role cannot sign up without logging out, so they are told that instead.
 */
export function EmployerCta() {
  const t = useT();
  const role = useViewerRole();
  if (role === 'employer') {
    return (
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={EMPLOYER_LINKS.postJob} size="lg">
          {t('landings.cta.postJob')}
        </ButtonLink>
        <ButtonLink
          to={EMPLOYER_LINKS.dashboard}
          size="lg"
          variant="outline"
          className={ON_DARK_OUTLINE}
        >
          {t('landings.cta.dashboard')}
        </ButtonLink>
      </div>
    );
  }
  if (role) {
    return <p className="max-w-xl text-indigo-100">{t('landings.cta.otherRole', { role })}</p>;
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ButtonLink to={EMPLOYER_LINKS.signUp} size="lg">
        {t('landings.cta.signUp')}
      </ButtonLink>
      <ButtonLink to={EMPLOYER_LINKS.logIn} size="lg" variant="outline" className={ON_DARK_OUTLINE}>
        {t('landings.cta.logIn')}
      </ButtonLink>
    </div>
  );
}
