import { dashboardPathFor, type Role } from '@shuruaat/contract';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/translate';

/**
 * Shown across the dashboard when the person has not agreed to the current privacy notice (it
 * changed since they signed up, or their account predates consent records), until they do.
 * The dashboard's route loader says when (app/dashboard-route.tsx).
 */
export function NoticeConsentBanner({ role }: { role: Role }) {
  const t = useT();
  return (
    <div
      role="status"
      className="border-b border-saffron-300 bg-saffron-50 px-4 py-3 text-sm text-slate-900"
    >
      <p className="mx-auto max-w-6xl">
        {t('privacy.banner.changed')}{' '}
        <Link
          to={`${dashboardPathFor(role)}/privacy`}
          className="font-semibold text-indigo-800 underline"
        >
          {t('privacy.banner.review')}
        </Link>
      </p>
    </div>
  );
}
