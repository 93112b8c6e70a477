import { dashboardPathFor, type User } from '@shuruaat/contract';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/lib/i18n/translate';

/** The desktop bar's right side: sign-in entry points, or the signed-in user's way back in. */
export function AccountActions({ user }: { user: User | null }) {
  const t = useT();
  if (!user) {
    return (
      <>
        <ButtonLink to="/login" variant="outline">
          {t('app.nav.getHired')}
        </ButtonLink>
        {/* The spec's target (/login), carrying the intent: sign-up from there picks "employer". */}
        <ButtonLink to="/login?role=employer">{t('app.nav.hireFromUs')}</ButtonLink>
      </>
    );
  }
  return (
    <>
      <ButtonLink to={dashboardPathFor(user.role)} variant="secondary">
        {t('app.nav.dashboard')}
      </ButtonLink>
      <Avatar name={user.profile.displayName} photoUrl={user.profile.photos[0]?.value} />
    </>
  );
}
