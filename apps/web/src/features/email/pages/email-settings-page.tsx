import {
  MAIL_MESSAGES,
  UNREAD_MESSAGE_EMAIL_AFTER_MINUTES,
  type ApplicationEmailChoice,
  type NotificationPreferences,
} from '@shuruaat/contract';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppSelector } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { useLoadedView } from '@/lib/use-loaded-view';
import { useActionCall } from '@/lib/use-action-call';
import { emailSettingsAction, emailSettingsLoader } from '../loaders';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { emailCatalogue } from '../locales/catalogue';

// Labels and hints are message ids (email.choice.*), said where the choices render.
const APPLICATION_CHOICES: { value: ApplicationEmailChoice; label: string; hint: string }[] = [
  { value: 'instant', label: 'email.choice.instant', hint: 'email.choice.instantHint' },
  { value: 'daily', label: 'email.choice.daily', hint: 'email.choice.dailyHint' },
  { value: 'off', label: 'email.choice.off', hint: 'email.choice.offHint' },
];

type Preferences = Partial<NotificationPreferences>;

const without = (choices: Preferences, failed: Preferences): Preferences =>
  Object.fromEntries(Object.entries(choices).filter(([key]) => !(key in failed)));

/** Each role's email choices; every change saves at once and shows while it is saved. */
function EmailSettingsPage() {
  const t = useT();
  const role = useAppSelector((state) => state.auth.user?.role);
  const { settings } = useLoaderData<typeof emailSettingsLoader>();
  // Choices being saved show over the settings they were made on, until those are read again.
  const [saving, setSaving] = useState({ over: settings, choices: {} as Preferences });
  const choices = saving.over === settings ? saving.choices : {};
  const { view, retry } = useLoadedView(settings);
  // A change goes through the route's action; the settings are read again after it.
  const { call } = useActionCall<typeof emailSettingsAction>();
  const state = view.status === 'ready' ? { ...view, data: { ...view.data, ...choices } } : view;

  const save = async (change: Preferences) => {
    setSaving({ over: settings, choices: { ...choices, ...change } });
    const answer = await call(change);
    if (answer.ok) return toast.success(localizeServerMessage(MAIL_MESSAGES.preferencesSaved));
    setSaving((now) => ({ ...now, choices: without(now.choices, change) }));
    toast.error(answer.failure.message);
  };

  return (
    <section aria-labelledby="email-settings-heading" className="space-y-6">
      <div>
        <h1 id="email-settings-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t('email.settings.heading')}
        </h1>
        <p className="mt-2 text-slate-700">{t('email.settings.intro')}</p>
      </div>
      {state.status === 'loading' ? <PageLoader /> : null}
      {state.status === 'failed' ? <LoadFailed message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' && role === 'employer' ? (
        <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-5">
          <fieldset className="space-y-3">
            <legend className="font-semibold text-slate-900">
              {t('email.settings.whenApplies')}
            </legend>
            {APPLICATION_CHOICES.map((choice) => (
              <label key={choice.value} className="flex items-start gap-3">
                <input
                  type="radio"
                  name="applicationEmails"
                  className="mt-1 size-4 accent-indigo-800"
                  checked={state.data.applicationEmails === choice.value}
                  onChange={() => void save({ applicationEmails: choice.value })}
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">
                    {t(choice.label)}
                  </span>
                  <span className="block text-sm text-slate-600">{t(choice.hint)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <CheckboxField
            label={t('email.settings.unanswered')}
            hint={t('email.settings.unansweredHint')}
            checked={state.data.unansweredSummary}
            onChange={(event) => void save({ unansweredSummary: event.target.checked })}
          />
        </div>
      ) : null}
      {state.status === 'ready' && role === 'candidate' ? (
        <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5">
          <CheckboxField
            label={t('email.settings.status')}
            hint={t('email.settings.statusHint')}
            checked={state.data.statusEmails}
            onChange={(event) => void save({ statusEmails: event.target.checked })}
          />
          <CheckboxField
            label={t('email.settings.alerts')}
            hint={t('email.settings.alertsHint')}
            checked={state.data.jobAlertEmails}
            onChange={(event) => void save({ jobAlertEmails: event.target.checked })}
          />
        </div>
      ) : null}
      {state.status === 'ready' && (role === 'candidate' || role === 'employer') ? (
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <CheckboxField
            label={t('email.settings.messages')}
            hint={t('email.settings.messagesHint', { minutes: UNREAD_MESSAGE_EMAIL_AFTER_MINUTES })}
            checked={state.data.messageEmails}
            onChange={(event) => void save({ messageEmails: event.target.checked })}
          />
        </div>
      ) : null}
    </section>
  );
}

export const emailSettingsRoute = {
  Component: EmailSettingsPage,
  loader: emailSettingsLoader,
  action: emailSettingsAction,
  catalogue: emailCatalogue,
};
