import { NavLink } from 'react-router';
import { useT } from '@/lib/i18n/translate';
import type { MenuSection } from '../menus';

type SideMenuProps = { sections: MenuSection[]; onLogout: () => void };

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-indigo-900 text-white' : 'text-slate-800 hover:bg-indigo-50'
  }`;

/** A vertical menu on wide screens; on phones the same items scroll sideways as tabs. */
export function SideMenu({ sections, onLogout }: SideMenuProps) {
  const t = useT();
  return (
    <nav
      aria-label={t('dashboard.menu.nav')}
      className="-mx-4 border-b border-slate-200 bg-white md:sticky md:top-20 md:mx-0 md:self-start md:rounded-xl md:border md:shadow-sm"
    >
      <div className="flex gap-4 overflow-x-auto px-4 py-3 md:flex-col md:gap-6 md:px-3 md:py-5">
        {sections.map((section) => (
          <div key={section.title} className="shrink-0">
            <h2 className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase md:block">
              {t(section.title)}
            </h2>
            <ul className="flex gap-1 md:flex-col">
              {section.items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={linkClasses}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <button
          type="button"
          onClick={onLogout}
          className="shrink-0 rounded-lg px-3 py-2 text-left text-sm font-medium whitespace-nowrap text-red-700 hover:bg-red-50"
        >
          {t('dashboard.menu.logout')}
        </button>
      </div>
    </nav>
  );
}
