import { zodResolver } from '@hookform/resolvers/zod';
import {
  countOf,
  minutesText,
  TYPING_LAYOUT_NAMES,
  type TypingHistoryWithApplications,
} from '@shuruaat/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useFetcher, useLoaderData } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useLoadedView } from '@/lib/use-loaded-view';
import { SpeedChart } from '@/components/ui/speed-chart';
import { dayText } from '@/lib/format';
import {
  AttachResultFormSchema,
  typingHistoryPageAction,
  typingHistoryPageLoader,
} from '../loaders';

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
};

function TypingHistory({ data }: { data: TypingHistoryWithApplications }) {
  const hydrated = useIsHydrated();
  const fetcher = useFetcher<typeof typingHistoryPageAction>();
  const { register, handleSubmit, control } = useForm({
    resolver: zodResolver(AttachResultFormSchema),
    defaultValues: { applicationId: '', resultId: '' },
  });
  const [applicationId, resultId] = useWatch({ control, name: ['applicationId', 'resultId'] });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const attachMessage = answer
    ? answer.ok
      ? 'Attached: the employer now sees this result with your application.'
      : answer.failure.message
    : null;
  const items = data.items;
  const progress = [...items].reverse().map((item) => item.netWpm);
  const best = items.reduce((max, item) => Math.max(max, item.netWpm), 0);
  const verified = items.filter((item) => item.passed);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-indigo-950">My typing results</h1>
        <ButtonLink to="/tools/typing-test">Take a typing test</ButtonLink>
      </div>
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-indigo-950">No typing results yet</p>
          <p className="mt-1 text-slate-700">
            Results of the tests you take while logged in are kept here, with your progress.
          </p>
        </div>
      ) : (
        <>
          <section className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="font-bold text-indigo-950">Progress</h2>
            <p className="text-sm text-slate-700">
              {countOf(items.length, 'test')} · best {best} WPM net
            </p>
            <div className="mt-2">
              <SpeedChart values={progress} label="Net speed of each test, oldest first" />
            </div>
          </section>
          <section>
            <h2 className="font-bold text-indigo-950">All results</h2>
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
                      {item.presetName} · {item.netWpm} WPM net
                    </Link>
                    <p className="text-sm text-slate-600">
                      {item.language === 'hi' ? 'Hindi' : 'English'} ·{' '}
                      {TYPING_LAYOUT_NAMES[item.layout]} · {minutesText(item.durationMinutes)} ·
                      accuracy {item.accuracy}% · {dayText(item.createdAt)}
                    </p>
                  </div>
                  <div className="flex items-center gap-2 text-sm">
                    <span
                      className={`rounded-full px-2.5 py-0.5 font-semibold ${item.passed ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}
                    >
                      {item.passed === null ? 'Practice' : item.passed ? 'Pass' : 'Not yet'}
                    </span>
                    {item.certificateId ? (
                      <Link
                        to={`/tools/typing-test/certificate/${item.certificateId}`}
                        className="font-semibold text-indigo-800 underline"
                      >
                        Certificate
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
        <h2 className="font-bold text-indigo-950">Attach a result to an application</h2>
        {data.applications.length === 0 || items.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">
            Once you have applied to a job and taken a test, you can attach your result here; the
            employer sees it with your application.
          </p>
        ) : (
          <form
            className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto]"
            onSubmit={handleSubmit((values) =>
              fetcher.submit(values, { method: 'post', encType: 'application/json' }),
            )}
          >
            <label className="text-sm font-semibold text-slate-800">
              Application
              <select
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
                required
                {...register('applicationId')}
              >
                <option value="">Choose an application</option>
                {data.applications.map((a) => (
                  <option key={a.applicationId} value={a.applicationId}>
                    {a.jobTitle}
                    {a.resultId ? ' (result attached)' : ''}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-semibold text-slate-800">
              Result
              <select
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
                required
                {...register('resultId')}
              >
                <option value="">Choose a result</option>
                {(verified.length > 0 ? verified : items).map((item) => (
                  <option key={item._id} value={item._id}>
                    {item.presetName}, {item.netWpm} WPM, {dayText(item.createdAt)}
                  </option>
                ))}
              </select>
            </label>
            <div className="self-end">
              <Button type="submit" disabled={!hydrated || !applicationId || !resultId}>
                Attach
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
