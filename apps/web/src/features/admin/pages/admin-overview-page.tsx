import { Link, useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppSelector } from '@/lib/redux-hooks';
import { numberText } from '@/lib/format';
import { useLoadedView } from '@/lib/use-loaded-view';
import { ADMIN_PATHS } from '../format';
import { overviewLoader } from '../loaders';

type Card = { label: string; value: number; to: string; hint: string; isUrgent?: boolean };

/** /admin/dashboard: the figures that say where an admin is needed, each a link to its screen. */
function AdminOverviewPage() {
  const { view } = useLoadedView(useLoaderData<typeof overviewLoader>().overview);
  const data = view.status === 'ready' ? view.data : null;
  const name = useAppSelector((state) => state.auth.user?.profile.displayName ?? 'admin');

  const cards: Card[] = data
    ? [
        {
          label: 'Pending verifications',
          value: data.pendingVerifications,
          to: ADMIN_PATHS.verifications,
          hint: 'Employers waiting for the verified badge',
          isUrgent: data.pendingVerifications > 0,
        },
        {
          label: 'Open reports',
          value: data.openReports,
          to: ADMIN_PATHS.reports,
          hint: 'Reports of listings not yet resolved',
          isUrgent: data.openReports > 0,
        },
        {
          label: 'Resume access requests',
          value: data.pendingResumeAccess,
          to: `${ADMIN_PATHS.users}?role=employer`,
          hint: 'Employers asking to search the resume database',
          isUrgent: data.pendingResumeAccess > 0,
        },
        {
          label: 'Unread inbox',
          value: data.unreadInbox,
          to: ADMIN_PATHS.inbox,
          hint: 'Contact messages and applications not yet handled',
          isUrgent: data.unreadInbox > 0,
        },
        {
          label: 'Open listings',
          value: data.openListings,
          to: `${ADMIN_PATHS.jobs}?status=active`,
          hint: 'Live and taking applications',
        },
        {
          label: 'Applications this week',
          value: data.applicationsThisWeek,
          to: ADMIN_PATHS.jobs,
          hint: 'Sent in the last seven days',
        },
        {
          label: 'Candidates',
          value: data.users.candidate,
          to: `${ADMIN_PATHS.users}?role=candidate`,
          hint: 'Accounts open today',
        },
        {
          label: 'Employers',
          value: data.users.employer,
          to: `${ADMIN_PATHS.users}?role=employer`,
          hint: 'Accounts open today',
        },
        {
          label: 'Admins',
          value: data.users.admin,
          to: `${ADMIN_PATHS.users}?role=admin`,
          hint: 'Everyone who can use this console',
        },
      ]
    : [];

  return (
    <section aria-labelledby="admin-overview-heading" className="space-y-8">
      <div>
        <h1 id="admin-overview-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          Namaste, {name}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          The admin overview: where you are needed first, then how the marketplace is doing. Every
          figure opens its screen.
        </p>
      </div>
      {view.status === 'failed' ? <Alert>{view.message}</Alert> : null}
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
        <h2 className="text-lg font-semibold text-slate-900">Site and programs</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {[
            { to: ADMIN_PATHS.inbox, label: 'Inbox', text: 'Contact messages and enquiries' },
            {
              to: ADMIN_PATHS.ambassadors,
              label: 'Campus ambassadors',
              text: 'Approve applications and track tiers',
            },
            {
              to: ADMIN_PATHS.stories,
              label: 'Success stories',
              text: 'Publish what hired candidates tell us',
            },
            { to: ADMIN_PATHS.audit, label: 'Audit log', text: 'Every admin action, who and when' },
            { to: ADMIN_PATHS.postJob, label: 'Post a job', text: 'An opening at Shuruaat itself' },
            { to: '/jobs', label: 'Jobs board', text: 'What candidates see right now' },
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

export const adminOverviewRoute = { Component: AdminOverviewPage, loader: overviewLoader };
