import { zodResolver } from '@hookform/resolvers/zod';
import { TYPING_LAYOUT_NAMES, type TypingHistoryWithApplications } from '@shuruaat/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useFetcher, useLoaderData } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useLoadedView } from '@/lib/use-loaded-view';
import { SpeedChart } from '@/components/ui/speed-chart';
import { dayText, figureText } from '@/lib/format';
import { useTranslator } from '@/lib/i18n/translate';
import {
  AttachResultFormSchema,
  typingHistoryPageAction,
  typingHistoryPageLoader,
} from '../loaders';
import { typingCatalogue } from '../locales/catalogue';
import { failureWords, languageName, minutesWords, presetName } from '../words';

/** /user/dashboard/typing: every kept result, progress over time, and attaching one to an application. */
function TypingHistoryPage() {
  const { view, retry } = useLoadedView(useLoaderData<typeof typingHistoryPageLoader>().history);
  if (view.status === 'failed') return <LoadFailed message={view.message} onRetry={retry} />;
  if (view.status === 'loading') return <PageLoader />;
  return <TypingHistory data={view.data} />;
}

export const typingHistoryPageRoute = {
  Component: TypingHistoryPage,
  loader: typingHistoryPageLoader,
  action: typingHistoryPageAction,
  catalogue: typingCatalogue,
};

function TypingHistory({ data }: { data: TypingHistoryWithApplications }) {
  const hydrated = useIsHydrated();
  const translator = useTranslator();
  const { t } = translator;
  const fetcher = useFetcher<typeof typingHistoryPageAction>();
  const { register, handleSubmit, control } = useForm({
    resolver: zodResolver(AttachResultFormSchema),
    defaultValues: { applicationId: '', resultId: '' },
  });
  const [applicationId, resultId] = useWatch({ control, name: ['applicationId', 'resultId'] });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const attachMessage = answer
    ? answer.ok
      ? t('typing.history.attached')
      : failureWords(t, answer.failure.message)
    : null;
  const items = data.items;
  const progress = [...items].reverse().map((item) => item.netWpm);
  const best = items.reduce((max, item) => Math.max(max, item.netWpm), 0);
  const verified = items.filter((item) => item.passed);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-indigo-950">{t('typing.history.heading')}</h1>
        <ButtonLink to="/tools/typing-test">{t('typing.takeTest')}</ButtonLink>
      </div>
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-indigo-950">{t('typing.history.empty')}</p>
          <p className="mt-1 text-slate-700">{t('typing.history.emptyText')}</p>
        </div>
      ) : (
        <>
          <section className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="font-bold text-indigo-950">{t('typing.history.progress')}</h2>
            <p className="text-sm text-slate-700">
              {t('typing.history.summary', { count: items.length, best: figureText(best) })}
            </p>
            <div className="mt-2">
              <SpeedChart values={progress} label={t('typing.history.chart')} />
            </div>
          </section>
          <section>
            <h2 className="font-bold text-indigo-950">{t('typing.history.all')}</h2>
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {items.map((item) => (
                <li
                  key={item._id}
                  className="flex flex-wrap items-center justify-between gap-2 p-4"
                >
                  <div>
                    <Link
                      to={`/tools/typing-test/result/${item._id}`}
                      className="font-semibold text-indigo-900 underline"
                    >
                      {t('typing.history.item', {
                        preset: presetName(translator, item.presetName),
                        speed: figureText(item.netWpm),
                      })}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {languageName(t, item.language)} · {TYPING_LAYOUT_NAMES[item.layout]} ·{' '}
                      {minutesWords(t, item.durationMinutes)} ·{' '}
                      {t('typing.history.accuracy', { value: figureText(item.accuracy) })} ·{' '}
                      {dayText(item.createdAt)}
                    </p>
                  </div>
                  <div className="flex items-center gap-2 text-sm">
                    <span
                      className={`rounded-full px-2.5 py-0.5 font-semibold ${item.passed ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}
                    >
                      {t(
                        item.passed === null
                          ? 'typing.history.practice'
                          : item.passed
                            ? 'typing.verdict.pass'
                            : 'typing.verdict.notYet',
                      )}
                    </span>
                    {item.certificateId ? (
                      <Link
                        to={`/tools/typing-test/certificate/${item.certificateId}`}
                        className="font-semibold text-indigo-800 underline"
                      >
                        {t('typing.history.certificate')}
                      </Link>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="font-bold text-indigo-950">{t('typing.history.attach')}</h2>
        {data.applications.length === 0 || items.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{t('typing.history.attachLater')}</p>
        ) : (
          <form
            className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto]"
            onSubmit={handleSubmit((values) =>
              fetcher.submit(values, { method: 'post', encType: 'application/json' }),
            )}
          >
            <label className="text-sm font-semibold text-slate-800">
              {t('typing.history.application')}
              <select
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
                required
                {...register('applicationId')}
              >
                <option value="">{t('typing.history.chooseApplication')}</option>
                {data.applications.map((a) => (
                  <option key={a.applicationId} value={a.applicationId}>
                    {a.resultId ? t('typing.history.withResult', { job: a.jobTitle }) : a.jobTitle}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-semibold text-slate-800">
              {t('typing.history.result')}
              <select
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
                required
                {...register('resultId')}
              >
                <option value="">{t('typing.history.chooseResult')}</option>
                {(verified.length > 0 ? verified : items).map((item) => (
                  <option key={item._id} value={item._id}>
                    {t('typing.history.option', {
                      preset: presetName(translator, item.presetName),
                      speed: figureText(item.netWpm),
                      day: dayText(item.createdAt),
                    })}
                  </option>
                ))}
              </select>
            </label>
            <div className="self-end">
              <Button type="submit" disabled={!hydrated || !applicationId || !resultId}>
                {t('typing.history.attachButton')}
              </Button>
            </div>
            {attachMessage ? (
              <p className="text-sm font-semibold text-indigo-900 sm:col-span-3" role="status">
                {attachMessage}
              </p>
            ) : null}
          </form>
        )}
      </section>
    </div>
  );
}
