import { Link, useFetcher, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { unsubscribeAction } from '../loaders';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { withLink } from '@/lib/i18n/with-link';
import { emailCatalogue } from '../locales/catalogue';

// What the link's topic stops, as a whole question each (email.unsubscribe.stop.*).
const TOPICS = new Set(['applications', 'unanswered', 'status', 'alerts', 'alert']);

/**
 * Opened from an email's footer. It asks before acting: link scanners open every URL in an
 * email, and must not unsubscribe anyone (mail clients use the one-click header instead).
 */
function UnsubscribePage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const topic = searchParams.get('topic');
  const fetcher = useFetcher<typeof unsubscribeAction>();
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  const state = {
    busy,
    done: answer?.ok ? localizeServerMessage(answer.data.message) : undefined,
    error: answer && !answer.ok ? answer.failure.message : undefined,
  };
  const question = t(`email.unsubscribe.stop.${topic && TOPICS.has(topic) ? topic : 'any'}`);

  const confirm = () =>
    fetcher.submit({ token, topic }, { method: 'post', encType: 'application/json' });

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-indigo-950">{t('email.unsubscribe.heading')}</h1>
        {state.done ? (
          <p
            role="status"
            className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
          >
            {state.done}
          </p>
        ) : (
          <>
            <p className="mt-3 text-slate-700">{question}</p>
            {state.error ? (
              <p
                role="alert"
                className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
              >
                {state.error}
              </p>
            ) : null}
            <Button
              className="mt-5 w-full"
              size="lg"
              disabled={state.busy || token === ''}
              onClick={() => void confirm()}
            >
              {state.busy ? t('email.unsubscribe.busy') : t('email.unsubscribe.button')}
            </Button>
          </>
        )}
        <p className="mt-6 text-sm text-slate-700">
          {withLink(
            t,
            'email.unsubscribe.settings',
            <Link to="/login" className="font-semibold text-indigo-800 underline">
              {t('email.unsubscribe.settingsLink')}
            </Link>,
          )}
        </p>
      </section>
    </div>
  );
}

export const unsubscribeRoute = {
  Component: UnsubscribePage,
  action: unsubscribeAction,
  catalogue: emailCatalogue,
};
