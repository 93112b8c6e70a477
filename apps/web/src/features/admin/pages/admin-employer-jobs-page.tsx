import { Link, useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageLoader } from '@/components/ui/page-loader';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useLoadedView } from '@/lib/use-loaded-view';
import { jobsAction, type JobAction, type JobOutcome } from '../actions';
import { AdminJobList } from '../components/admin-job-list';
import { AdminPage } from '../components/admin-page';
import { ADMIN_PATHS } from '../format';
import { employerJobsLoader, findEmployerJobs } from '../loaders';
import { useRowAction } from '../use-row-action';
import { adminCatalogue } from '../locales/catalogue';

/** /admin/dashboard/users/:employerId/jobs: one employer's listings, from their user row. */
function AdminEmployerJobsPage() {
  const { employerId, jobs } = useLoaderData<typeof employerJobsLoader>();
  const { view } = useLoadedView(jobs);
  const { act, busyId, outcome } = useRowAction<JobAction, JobOutcome>();
  const t = useT();
  return (
    <AdminPage
      title={t('admin.employerJobs.title')}
      intro={
        <>
          {t('admin.employerJobs.intro')}{' '}
          <Link to={ADMIN_PATHS.users} className="font-semibold text-indigo-800 underline">
            {t('admin.employerJobs.backToUsers')}
          </Link>
        </>
      }
      outcome={outcome}
    >
      {view.status === 'failed' ? <Alert>{localizeServerMessage(view.message)}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' ? (
        <AdminJobList
          key={employerId}
          first={view.data}
          findMore={(cursor) => findEmployerJobs(employerId, cursor, t)}
          empty={t('admin.employerJobs.empty')}
          act={act}
          busyId={busyId}
          outcome={outcome?.ok ? outcome.data : undefined}
        />
      ) : null}
    </AdminPage>
  );
}

export const adminEmployerJobsRoute = {
  Component: AdminEmployerJobsPage,
  loader: employerJobsLoader,
  action: jobsAction,
  catalogue: adminCatalogue,
};
