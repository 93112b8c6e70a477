import { dashboardPathFor, type User } from '@shuruaat/contract';
import type { KeyboardEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { NavLinkList } from './nav-links';
import { LanguageSwitchSlot } from './language-switch-slot';
import { useT } from '@/lib/i18n/translate';

type MobileMenuProps = { user: User | null; onClose: () => void; onLogout: () => void };

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-semibold ${
    isActive ? 'bg-indigo-50 text-indigo-950' : 'text-slate-800 hover:bg-slate-100'
  }`;

export function MobileMenu({ user, onClose, onLogout }: MobileMenuProps) {
  const t = useT();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <div
      id="mobile-menu"
      onKeyDown={onKeyDown}
      className="border-t border-slate-200 bg-white px-4 pb-5 md:hidden"
    >
      <nav aria-label={t('app.nav.menuLabel')}>
        <NavLinkList className="py-2" linkClassName={linkClasses} />
      </nav>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
        {user ? (
          <>
            <div className="flex items-center gap-3">
              <Avatar name={user.profile.displayName} photoUrl={user.profile.photos[0]?.value} />
              <span className="font-semibold text-slate-900">{user.profile.displayName}</span>
            </div>
            <ButtonLink to={dashboardPathFor(user.role)} variant="secondary">
              {t('app.nav.dashboard')}
            </ButtonLink>
            <Button variant="outline" onClick={onLogout}>
              {t('app.nav.logout')}
            </Button>
          </>
        ) : (
          <>
            <ButtonLink to="/login" variant="outline">
              {t('app.nav.getHired')}
            </ButtonLink>
            {/* docs/product-spec.md §2: on phones this one goes straight to sign-up, as an employer. */}
            <ButtonLink to="/signup?role=employer">{t('app.nav.hireFromUs')}</ButtonLink>
          </>
        )}
        <LanguageSwitchSlot className="flex self-start" />
      </div>
    </div>
  );
}
