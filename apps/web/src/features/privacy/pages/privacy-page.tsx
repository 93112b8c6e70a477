import {
  NOTICE_LANGUAGE_NAMES,
  DeleteAccountBodySchema,
  PRIVACY_MESSAGES,
  type ConsentPurpose,
  type ConsentsResponse,
  type DataExport,
  type Session,
  type User,
} from '@shuruaat/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLoaderData, useLocation } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import type { Loaded } from '@/lib/route-data';
import { useLoadedView, type LoadedView } from '@/lib/use-loaded-view';
import { momentText } from '@/lib/format';
import { fieldIn, formLevelMessage, placeFieldErrors } from '@/lib/form-failure';
import { useActionCall } from '@/lib/use-action-call';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { withLink } from '@/lib/i18n/with-link';
import type { PrivacyChange, privacyAction, privacyLoader } from '../loaders';

function Section({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** What a section shows while its list is not there: the spinner on a retry, or the failure. */
function NotLoaded({ view, retry }: { view: LoadedView<unknown>; retry: () => void }) {
  if (view.status === 'failed') return <LoadFailed message={view.message} onRetry={retry} />;
  return <PageLoader />;
}

function ConsentSection({ role, consents }: { role: string; consents: Loaded<ConsentsResponse> }) {
  const t = useT();
  const { view, retry } = useLoadedView(consents);
  const { call } = useActionCall<typeof privacyAction>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ConsentPurpose | null>(null);
  const label = (purpose: ConsentPurpose) => t(`privacy.purpose.${purpose}`);

  async function change(purpose: ConsentPurpose, given: boolean) {
    setBusy(purpose);
    setError(null);
    // The route's loaders (and the dashboard's, so the notice banner goes) read again after it.
    const result = await call({ intent: 'consent', purpose, given } satisfies PrivacyChange);
    if (!result.ok) setError(result.failure.message);
    setBusy(null);
  }

  if (view.status !== 'ready') return <NotLoaded view={view} retry={retry} />;
  const data = view.data;
  const choices: ConsentPurpose[] =
    role === 'candidate' ? ['resume_database', 'marketing_email'] : ['marketing_email'];
  return (
    <>
      {data.noticeConsentNeeded ? (
        <div className="rounded-lg border border-saffron-300 bg-saffron-50 p-4 text-slate-900">
          <p className="font-semibold">{t('privacy.consent.changed')}</p>
          <p className="mt-1">
            {withLink(
              t,
              'privacy.consent.readAndAgree',
              <Link className="font-semibold text-indigo-800 underline" to="/privacy-policy">
                {t('privacy.consent.noticeLink')}
              </Link>,
              { version: data.currentNoticeVersion },
            )}
          </p>
          <Button
            className="mt-3"
            disabled={busy !== null}
            onClick={() => void change('privacy_notice', true)}
          >
            {t('privacy.consent.agree')}
          </Button>
        </div>
      ) : (
        <p>{t('privacy.consent.agreed', { version: data.currentNoticeVersion })}</p>
      )}
      {error ? <Alert>{error}</Alert> : null}
      <ul className="divide-y divide-slate-200">
        {choices.map((purpose) => {
          const on = data.active[purpose];
          return (
            <li
              key={purpose}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-slate-900">{label(purpose)}</p>
                <p>{on ? t('privacy.consent.given') : t('privacy.consent.notGiven')}</p>
              </div>
              <Button
                variant={on ? 'outline' : 'secondary'}
                size="sm"
                disabled={busy !== null}
                onClick={() => void change(purpose, !on)}
              >
                {on ? t('privacy.consent.withdraw') : t('privacy.consent.give')}
              </Button>
            </li>
          );
        })}
      </ul>
      {data.history.length > 0 ? (
        <details>
          <summary className="cursor-pointer font-semibold text-indigo-900">
            {t('privacy.consent.history')}
          </summary>
          <ul className="mt-2 space-y-1">
            {data.history.map((record) => (
              <li key={record._id}>
                {withLink(
                  t,
                  record.withdrawnAt ? 'privacy.consent.recordWithdrawn' : 'privacy.consent.record',
                  <span lang={record.noticeLanguage}>
                    {NOTICE_LANGUAGE_NAMES[record.noticeLanguage]}
                  </span>,
                  {
                    purpose: label(record.purpose),
                    version: record.noticeVersion,
                    given: momentText(record.givenAt),
                    withdrawn: record.withdrawnAt ? momentText(record.withdrawnAt) : '',
                  },
                )}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

type LeaveProps = { onSignedOut: () => void };
/** A "Confirm with Google" control for accounts without a password, given by the app (auth). */
type GoogleCheckProps = { googleCheck?: (returnTo: string) => ReactNode };

type SessionsProps = LeaveProps & { sessions: Loaded<Session[]> };

function SessionsSection({ onSignedOut: logout, sessions: loadedSessions }: SessionsProps) {
  const t = useT();
  const { view, retry } = useLoadedView(loadedSessions);
  const { call } = useActionCall<typeof privacyAction>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function signOut(session: Session) {
    setBusy(session._id);
    setError(null);
    const change: PrivacyChange = { intent: 'sign-out-session', sessionId: session._id };
    const result = await call(change);
    if (!result.ok) setError(result.failure.message);
    else if (session.current) void logout();
    setBusy(null);
  }

  async function everywhere() {
    setBusy('all');
    const result = await call({ intent: 'sign-out-everywhere' } satisfies PrivacyChange);
    setBusy(null);
    setConfirming(false);
    if (result.ok) void logout();
    else setError(result.failure.message);
  }

  if (view.status !== 'ready') return <NotLoaded view={view} retry={retry} />;
  const sessions = view.data;
  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      <ul className="divide-y divide-slate-200" aria-label={t('privacy.sessions.label')}>
        {sessions.map((session) => (
          <li
            key={session._id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-semibold text-slate-900">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                    {t('privacy.sessions.thisDevice')}
                  </span>
                ) : null}
              </p>
              <p>
                {t('privacy.sessions.used', {
                  used: momentText(session.lastUsedAt),
                  signedIn: momentText(session.createdAt),
                })}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={busy !== null}
              onClick={() => void signOut(session)}
              aria-label={t('privacy.sessions.signOutDevice', { device: session.device })}
            >
              {t('privacy.sessions.signOut')}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="danger" disabled={busy !== null} onClick={() => setConfirming(true)}>
        {t('privacy.sessions.everywhere')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('privacy.sessions.everywhereTitle')}
          confirmLabel={t('privacy.sessions.everywhere')}
          isBusy={busy === 'all'}
          onConfirm={() => void everywhere()}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('privacy.sessions.everywhereText')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

const LOOK_AGAIN_MS = 3000;

function ExportSection({ exports: loadedExports }: { exports: Loaded<DataExport[]> }) {
  const t = useT();
  const { view, retry } = useLoadedView(loadedExports);
  const { call } = useActionCall<typeof privacyAction>();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function ask() {
    setBusy(true);
    setError(null);
    const result = await call({ intent: 'export' } satisfies PrivacyChange);
    if (result.ok) setNotice(localizeServerMessage(PRIVACY_MESSAGES.exportRequested));
    else setError(result.failure.message);
    setBusy(false);
  }

  const exports = view.status === 'ready' ? view.data : null;
  const pending = exports?.some((e) => e.status === 'pending') ?? false;
  // While an archive is being prepared, look again every few seconds so the link just appears.
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(retry, LOOK_AGAIN_MS);
    return () => window.clearTimeout(timer);
  }, [pending, exports, retry]);

  if (!exports) return <NotLoaded view={view} retry={retry} />;
  return (
    <>
      <p>{t('privacy.export.what')}</p>
      {error ? <Alert>{error}</Alert> : null}
      {notice ? (
        <p role="status" className="font-semibold text-emerald-900">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={busy || pending} onClick={() => void ask()}>
          {t('privacy.export.ask')}
        </Button>
        {pending ? (
          <Button variant="outline" onClick={retry}>
            {t('privacy.export.checkAgain')}
          </Button>
        ) : null}
      </div>
      {exports.length > 0 ? (
        <ul className="divide-y divide-slate-200" aria-label={t('privacy.export.label')}>
          {exports.map((item) => (
            <li
              key={item._id}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span>{t('privacy.export.askedAt', { at: momentText(item.requestedAt) })}</span>
              {item.downloadUrl ? (
                <a
                  className="font-semibold text-indigo-800 underline"
                  href={item.downloadUrl}
                  download
                >
                  {item.sizeBytes
                    ? t('privacy.export.downloadSized', {
                        kb: Math.max(1, Math.round(item.sizeBytes / 1024)),
                      })
                    : t('privacy.export.download')}
                </a>
              ) : (
                <span className="font-semibold">
                  {item.status === 'pending'
                    ? t('privacy.export.pending')
                    : item.status === 'failed'
                      ? t('privacy.export.failed')
                      : t('privacy.export.expired')}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

const GoogleCheckedSchema = z.object({ googleChecked: z.literal(true) });
type DeleteForm = z.input<typeof DeleteAccountBodySchema>;
const deleteFieldOf = fieldIn<DeleteForm>(['password', 'confirm']);

function DeleteSection({
  role,
  onDeleted,
  googleCheck,
}: { role: string; onDeleted: () => void } & GoogleCheckProps) {
  const t = useT();
  const location = useLocation();
  // Back from a Google check (/oauth/callback): it stands in for the password for 5 minutes.
  const googleChecked = GoogleCheckedSchema.safeParse(location.state).success;
  const { call, isBusy } = useActionCall<typeof privacyAction>();
  const { register, handleSubmit, setError, control, formState } = useForm<DeleteForm>({
    resolver: zodResolver(DeleteAccountBodySchema),
    defaultValues: googleChecked ? {} : { password: '' },
  });
  const [confirming, setConfirming] = useState<DeleteForm | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [password, confirm] = useWatch({ control, name: ['password', 'confirm'] });
  const isReady = (googleChecked || Boolean(password)) && confirm === 'DELETE';

  async function erase(values: DeleteForm) {
    const result = await call({ intent: 'delete', ...values } satisfies PrivacyChange);
    setConfirming(null);
    if (result.ok) return onDeleted();
    placeFieldErrors(result.failure, setError, deleteFieldOf);
    setMessage(formLevelMessage(result.failure, deleteFieldOf));
  }

  return (
    <>
      <p className="font-semibold text-slate-900">{t('privacy.delete.warning')}</p>
      <p>{t('privacy.delete.erased')}</p>
      <p>{role === 'employer' ? t('privacy.delete.keptEmployer') : t('privacy.delete.kept')}</p>
      <form
        onSubmit={handleSubmit((values) => {
          setMessage(null);
          setConfirming(values);
        })}
        noValidate
        className="space-y-3"
      >
        {googleChecked ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
            {t('privacy.delete.googleConfirmed')}
          </p>
        ) : (
          <>
            <PasswordField
              label={t('privacy.delete.password')}
              autoComplete="current-password"
              error={formState.errors.password?.message}
              {...register('password')}
            />
            {googleCheck?.(`${location.pathname}#privacy-delete`)}
          </>
        )}
        <TextField
          label={t('privacy.delete.typeDelete')}
          autoComplete="off"
          error={formState.errors.confirm?.message}
          {...register('confirm')}
        />
        {message ? <Alert>{message}</Alert> : null}
        <Button type="submit" variant="danger" disabled={!isReady}>
          {t('privacy.delete.button')}
        </Button>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t('privacy.delete.confirmTitle')}
          confirmLabel={t('privacy.delete.button')}
          isBusy={isBusy}
          onConfirm={() => void erase(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{t('privacy.delete.confirmText')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** /{role}/dashboard/privacy: sessions, consents, a copy of one's data, and leaving for good. */
export function PrivacyPage({
  user,
  onSignedOut,
  onDeleted,
  googleCheck,
}: { user: User; onDeleted: () => void } & LeaveProps & GoogleCheckProps) {
  const t = useT();
  const { consents, sessions, exports } = useLoaderData<typeof privacyLoader>();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('privacy.heading')}</h1>
        <p className="mt-1 text-slate-700">{t('privacy.intro')}</p>
      </div>
      <Section title={t('privacy.consent.title')} id="privacy-consent">
        <ConsentSection role={user.role} consents={consents} />
      </Section>
      <Section title={t('privacy.sessions.title')} id="privacy-sessions">
        <SessionsSection onSignedOut={onSignedOut} sessions={sessions} />
      </Section>
      <Section title={t('privacy.export.title')} id="privacy-export">
        <ExportSection exports={exports} />
      </Section>
      {user.role === 'admin' ? null : (
        <Section title={t('privacy.delete.title')} id="privacy-delete">
          <DeleteSection role={user.role} onDeleted={onDeleted} googleCheck={googleCheck} />
        </Section>
      )}
    </div>
  );
}
