import { Link, useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppSelector } from '@/lib/redux-hooks';
import { numberText } from '@/lib/format';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useLoadedView } from '@/lib/use-loaded-view';
import { ADMIN_PATHS } from '../format';
import { overviewLoader } from '../loaders';
import { adminCatalogue } from '../locales/catalogue';

type Card = { label: string; value: number; to: string; hint: string; isUrgent?: boolean };

/** /admin/dashboard: the figures that say where an admin is needed, each a link to its screen. */
function AdminOverviewPage() {
  const { view } = useLoadedView(useLoaderData<typeof overviewLoader>().overview);
  const data = view.status === 'ready' ? view.data : null;
  const t = useT();
  const name = useAppSelector(
    (state) => state.auth.user?.profile.displayName ?? t('admin.overview.someAdmin'),
  );

  const cards: Card[] = data
    ? [
        {
          label: t('admin.overview.pendingVerifications'),
          value: data.pendingVerifications,
          to: ADMIN_PATHS.verifications,
          hint: t('admin.overview.pendingVerificationsHint'),
          isUrgent: data.pendingVerifications > 0,
        },
        {
          label: t('admin.overview.openReports'),
          value: data.openReports,
          to: ADMIN_PATHS.reports,
          hint: t('admin.overview.openReportsHint'),
          isUrgent: data.openReports > 0,
        },
        {
          label: t('admin.overview.resumeAccess'),
          value: data.pendingResumeAccess,
          to: `${ADMIN_PATHS.users}?role=employer`,
          hint: t('admin.overview.resumeAccessHint'),
          isUrgent: data.pendingResumeAccess > 0,
        },
        {
          label: t('admin.overview.unreadInbox'),
          value: data.unreadInbox,
          to: ADMIN_PATHS.inbox,
          hint: t('admin.overview.unreadInboxHint'),
          isUrgent: data.unreadInbox > 0,
        },
        {
          label: t('admin.overview.openListings'),
          value: data.openListings,
          to: `${ADMIN_PATHS.jobs}?status=active`,
          hint: t('admin.overview.openListingsHint'),
        },
        {
          label: t('admin.overview.applicationsThisWeek'),
          value: data.applicationsThisWeek,
          to: ADMIN_PATHS.jobs,
          hint: t('admin.overview.applicationsThisWeekHint'),
        },
        {
          label: t('admin.overview.candidates'),
          value: data.users.candidate,
          to: `${ADMIN_PATHS.users}?role=candidate`,
          hint: t('admin.overview.candidatesHint'),
        },
        {
          label: t('admin.overview.employers'),
          value: data.users.employer,
          to: `${ADMIN_PATHS.users}?role=employer`,
          hint: t('admin.overview.employersHint'),
        },
        {
          label: t('admin.overview.admins'),
          value: data.users.admin,
          to: `${ADMIN_PATHS.users}?role=admin`,
          hint: t('admin.overview.adminsHint'),
        },
      ]
    : [];

  return (
    <section aria-labelledby="admin-overview-heading" className="space-y-8">
      <div>
        <h1 id="admin-overview-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t('admin.overview.greeting', { name })}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-700">{t('admin.overview.intro')}</p>
      </div>
      {view.status === 'failed' ? <Alert>{localizeServerMessage(view.message)}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {data ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((card) => (
            <li key={card.label}>
              <Link
                to={card.to}
                className={`block h-full rounded-xl border bg-white p-5 shadow-sm hover:border-indigo-400 ${
                  card.isUrgent ? 'border-saffron-400' : 'border-slate-200'
                }`}
              >
                <span className="block text-sm font-semibold text-slate-700">{card.label}</span>
                <span className="mt-1 block text-3xl font-bold text-indigo-950">
                  {numberText(card.value)}
                </span>
                <span className="mt-1 block text-sm text-slate-600">{card.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('admin.overview.sitePrograms')}</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {[
            {
              to: ADMIN_PATHS.inbox,
              label: t('admin.overview.link.inbox'),
              text: t('admin.overview.link.inboxText'),
            },
            {
              to: ADMIN_PATHS.ambassadors,
              label: t('admin.overview.link.ambassadors'),
              text: t('admin.overview.link.ambassadorsText'),
            },
            {
              to: ADMIN_PATHS.stories,
              label: t('admin.overview.link.stories'),
              text: t('admin.overview.link.storiesText'),
            },
            {
              to: ADMIN_PATHS.audit,
              label: t('admin.overview.link.audit'),
              text: t('admin.overview.link.auditText'),
            },
            {
              to: ADMIN_PATHS.postJob,
              label: t('admin.overview.link.postJob'),
              text: t('admin.overview.link.postJobText'),
            },
            {
              to: '/jobs',
              label: t('admin.overview.link.jobsBoard'),
              text: t('admin.overview.link.jobsBoardText'),
            },
          ].map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-indigo-400"
              >
                <span className="font-semibold text-indigo-900">{link.label}</span>
                <span className="block text-sm text-slate-600">{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const adminOverviewRoute = {
  Component: AdminOverviewPage,
  loader: overviewLoader,
  catalogue: adminCatalogue,
};
