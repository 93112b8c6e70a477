import type { User } from '@shuruaat/contract';
import { Outlet } from 'react-router';
import { DASHBOARD_MENUS } from '../menus';
import { ConfirmEmailBanner } from './confirm-email-banner';
import { SideMenu } from './side-menu';

/** What every dashboard page receives through the outlet. */
export type DashboardContext = { user: User };

type DashboardLayoutProps = { user: User; onLogout: () => void };

export function DashboardLayout({ user, onLogout }: DashboardLayoutProps) {
  const context: DashboardContext = { user };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 md:grid md:min-h-[70vh] md:grid-cols-[14rem_1fr] md:gap-8 md:py-8">
      <SideMenu sections={DASHBOARD_MENUS[user.role]} onLogout={onLogout} />
      <div className="min-w-0 py-8 md:py-0">
        <ConfirmEmailBanner user={user} />
        <Outlet context={context} />
      </div>
    </div>
  );
}
