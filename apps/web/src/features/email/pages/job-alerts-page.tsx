import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import {
  jobAlertName,
  jobAlertSearchPath,
  MAIL_MESSAGES,
  type JobAlert,
  type JobAlertFrequency,
} from '@shuruaat/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { toast } from '@/lib/toast';
import { useLoadedView } from '@/lib/use-loaded-view';
import { dayText } from '@/lib/format';
import { useActionCall } from '@/lib/use-action-call';
import { jobAlertsAction, jobAlertsLoader } from '../loaders';
import { localizeServerMessage, useTranslator } from '@/lib/i18n/translate';
import { emailCatalogue } from '../locales/catalogue';

/** The candidate's saved searches: how often each emails, and a way to delete it. */
function JobAlertsPage() {
  const translator = useTranslator();
  const { t } = translator;
  // An alert is named from its saved search in the reader's language, not by its stored label.
  const nameOf = (alert: JobAlert) => jobAlertName(alert.query, translator);
  const { alerts } = useLoaderData<typeof jobAlertsLoader>();
  const [deleting, setDeleting] = useState<JobAlert | null>(null);
  const { view: state, retry } = useLoadedView(alerts);
  // Each change goes through the route's action; the alerts are read again after it.
  const { call, isBusy: busy } = useActionCall<typeof jobAlertsAction>();

  const setFrequency = async (alert: JobAlert, frequency: JobAlertFrequency) => {
    const answer = await call({ intent: 'frequency', id: alert._id, frequency });
    if (!answer.ok) return toast.error(answer.failure.message);
    toast.success(t(frequency === 'weekly' ? 'email.alerts.nowWeekly' : 'email.alerts.nowDaily'));
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const answer = await call({ intent: 'delete', id: deleting._id });
    if (!answer.ok) return toast.error(answer.failure.message);
    toast.success(localizeServerMessage(MAIL_MESSAGES.alertDeleted));
    setDeleting(null);
  };

  return (
    <section aria-labelledby="job-alerts-heading" className="space-y-6">
      <div>
        <h1 id="job-alerts-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t('email.alerts.heading')}
        </h1>
        <p className="mt-2 text-slate-700">{t('email.alerts.intro')}</p>
      </div>
      {state.status === 'loading' ? <PageLoader /> : null}
      {state.status === 'failed' ? <LoadFailed message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-900">{t('email.alerts.noneTitle')}</p>
          <p className="mt-1 text-slate-700">{t('email.alerts.noneText')}</p>
          <ButtonLink to="/jobs" className="mt-4">
            {t('email.alerts.search')}
          </ButtonLink>
        </div>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="space-y-3">
          {state.data.map((alert) => (
            <li
              key={alert._id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <Link
                  to={jobAlertSearchPath(alert.query)}
                  className="font-semibold break-words text-indigo-900 underline"
                >
                  {nameOf(alert)}
                </Link>
                <p className="mt-1 text-sm text-slate-600">
                  {alert.lastSentAt
                    ? t('email.alerts.savedSent', {
                        saved: dayText(alert.createdAt),
                        sent: dayText(alert.lastSentAt),
                      })
                    : t('email.alerts.savedNothing', { saved: dayText(alert.createdAt) })}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <label className="sr-only" htmlFor={`frequency-${alert._id}`}>
                  {t('email.alerts.howOften', { label: nameOf(alert) })}
                </label>
                <select
                  id={`frequency-${alert._id}`}
                  value={alert.frequency}
                  onChange={(event) =>
                    void setFrequency(alert, event.target.value as JobAlertFrequency)
                  }
                  className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm"
                >
                  <option value="daily">{t('email.alerts.daily')}</option>
                  <option value="weekly">{t('email.alerts.weekly')}</option>
                </select>
                <Button variant="outline" size="sm" onClick={() => setDeleting(alert)}>
                  {t('email.alerts.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('email.alerts.deleteTitle')}
          confirmLabel={t('email.alerts.deleteConfirm')}
          isBusy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          {t('email.alerts.deleteText', { label: nameOf(deleting) })}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

export const jobAlertsRoute = {
  Component: JobAlertsPage,
  loader: jobAlertsLoader,
  action: jobAlertsAction,
  catalogue: emailCatalogue,
};
