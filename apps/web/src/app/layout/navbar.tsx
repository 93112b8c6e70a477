import { dashboardPathFor } from '@shuruaat/contract';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth, useLogout } from '@/features/auth/hooks';
import { AccountActions } from './account-actions';
import { Brand } from './brand';
import { MenuIcon } from './menu-icon';
import { MobileMenu } from './mobile-menu';
import { LanguageSwitchSlot } from './language-switch-slot';
import { NotificationBellSlot } from './notification-bell-slot';
import { NavLinkList } from './nav-links';
import { useT } from '@/lib/i18n/translate';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${
    isActive
      ? 'text-indigo-950 underline decoration-saffron-500 decoration-2 underline-offset-8'
      : 'text-slate-700 hover:text-indigo-900'
  }`;

export function Navbar() {
  const t = useT();
  const { user } = useAuth();
  const logout = useLogout();
  const location = useLocation();
  // The menu belongs to the location it was opened at, so any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === location.key;
  const close = () => setOpenedAt(null);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav aria-label={t('app.nav.label')} className="hidden md:block">
          <NavLinkList className="flex items-center gap-1" linkClassName={linkClasses} />
        </nav>
        <div className="flex items-center gap-2 md:gap-3">
          {/* One bell for both layouts, so there is one count to keep fresh. Keyed by user so
              another account never sees the previous one's count. */}
          {user ? (
            <NotificationBellSlot
              key={user._id}
              onOpen={close}
              messagesPath={
                user.role === 'admin' ? null : `${dashboardPathFor(user.role)}/messages`
              }
            />
          ) : null}
          <LanguageSwitchSlot className="hidden md:flex" />
          <div className="hidden items-center gap-3 md:flex">
            <AccountActions user={user} />
          </div>
          <button
            type="button"
            className="rounded-lg p-2 text-indigo-950 hover:bg-indigo-50 md:hidden"
            aria-expanded={isOpen}
            aria-controls="mobile-menu"
            aria-label={isOpen ? t('app.nav.closeMenu') : t('app.nav.openMenu')}
            onClick={() => setOpenedAt(isOpen ? null : location.key)}
          >
            <MenuIcon isOpen={isOpen} />
          </button>
        </div>
      </div>
      {isOpen ? <MobileMenu user={user} onClose={close} onLogout={() => void logout()} /> : null}
    </header>
  );
}
