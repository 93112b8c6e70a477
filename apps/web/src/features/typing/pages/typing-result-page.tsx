import {
  minutesText,
  TYPING_LAYOUT_NAMES,
  TYPING_MESSAGES,
  type TypingResult,
} from '@shuruaat/contract';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { MarkedPassage, mistakeName } from '../components/marked-passage';
import { SpeedChart } from '@/components/ui/speed-chart';
import { numberText, decimalText } from '@/lib/format';
import { typingResultPageLoader } from '../loaders';
import { initialTypingState } from '../slice';

const selectScored = (state: RootState) => (state.typing ?? initialTypingState).scored;
const selectUser = (state: RootState) => state.auth.user;

const durationText = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
};

const round = (n: number) => decimalText(Math.round(n * 10) / 10);

/** /tools/typing-test/result (the test just taken) and /tools/typing-test/result/{id} (kept). */
function TypingResultPage() {
  // A kept result comes from the loader; the test just taken without an account from the state.
  const { result } = useLoaderData<typeof typingResultPageLoader>();
  const revalidator = useRevalidator();
  const scored = useAppSelector(selectScored);
  const user = useAppSelector(selectUser);

  if (result && !result.ok) {
    if (result.failure.status === 404) {
      return (
        <Message title="Result not found" text="This result does not exist or is not yours." />
      );
    }
    if (revalidator.state === 'loading') return <PageLoader />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed
          message={result.failure.message}
          onRetry={() => void revalidator.revalidate()}
        />
      </div>
    );
  }
  const shown = result ? result.data : scored.data;
  // The test just taken, refused by the server (an attempt expired or already used, a log it
  // could not read): say so in its words, and how to go on, instead of "no result".
  if (!result && scored.status === 'failed') {
    return (
      <Message
        title="Your test could not be scored"
        text={`${(scored.error ?? TYPING_MESSAGES.submit).replace(/[.!]?$/, '.')} Start a new test to get a result: each test is scored once, within its time, so this one cannot be sent again.`}
        role="alert"
      />
    );
  }
  if (!shown) {
    return (
      <Message title="No result to show" text="Take a typing test and your result appears here." />
    );
  }
  return <ResultView result={shown} signedIn={Boolean(user)} />;
}

export const typingResultPageRoute = {
  Component: TypingResultPage,
  loader: typingResultPageLoader,
};

type MessageProps = { title: string; text: string; role?: 'alert' };

function Message({ title, text, role }: MessageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-indigo-950">{title}</h1>
      <p role={role} className="mt-3 text-slate-700">
        {text}
      </p>
      <ButtonLink to="/tools/typing-test" className="mt-6">
        Take a typing test
      </ButtonLink>
    </div>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm font-semibold text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-indigo-950 tabular-nums">{value}</p>
      {note ? <p className="mt-1 text-xs text-slate-600">{note}</p> : null}
    </div>
  );
}

function ResultView({ result, signedIn }: { result: TypingResult; signedIn: boolean }) {
  const f = result.figures;
  const limit = f.errorLimitPercent;
  const counts = new Map<string, number>();
  for (const m of result.mistakes) counts.set(m.kind, (counts.get(m.kind) ?? 0) + m.weight);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">
        Typing result
      </p>
      <h1 className="mt-1 text-2xl font-extrabold text-indigo-950 sm:text-3xl">
        {result.presetName}: {round(f.netWpm)} WPM net
      </h1>
      <p className="mt-2 text-slate-700">
        {result.language === 'hi' ? 'Hindi' : 'English'} · {TYPING_LAYOUT_NAMES[result.layout]} ·{' '}
        {minutesText(result.durationMinutes)} · typed for {durationText(f.seconds)}
        {result.resumed ? ' · resumed after a reload' : ''}
      </p>
      <div
        className={`mt-4 rounded-xl p-4 ${
          f.passed === null
            ? 'bg-indigo-50 text-indigo-950'
            : f.passed
              ? 'bg-emerald-50 text-emerald-900'
              : 'bg-amber-50 text-amber-900'
        }`}
        data-testid="typing-verdict"
      >
        <p className="text-lg font-bold">
          {f.passed === null ? 'Practice: no pass mark' : f.passed ? 'Pass' : 'Not yet'}
        </p>
        <p className="mt-1 text-sm">
          {limit !== null
            ? `Errors ${round(f.errorPercent)}% against a limit of ${round(limit)}%.`
            : `Errors ${round(f.errorPercent)}%.`}{' '}
          {f.shortfalls.join(' ')}
        </p>
        <p className="mt-1 text-sm">How this was scored: {result.ruleText}</p>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Net speed" value={`${round(f.netWpm)} WPM`} />
        <Figure label="Gross speed" value={`${round(f.grossWpm)} WPM`} />
        <Figure
          label="KDPH"
          value={numberText(Math.round(f.kdph))}
          note={`${numberText(f.keyDepressions)} key depressions`}
        />
        <Figure label="Accuracy" value={`${round(f.accuracy)}%`} />
        <Figure
          label="Error %"
          value={`${round(f.errorPercent)}%`}
          note={limit !== null ? `limit ${round(limit)}%` : undefined}
        />
        <Figure label="Full mistakes" value={String(f.fullMistakes)} />
        <Figure label="Half mistakes" value={String(f.halfMistakes)} />
        <Figure label="Words typed" value={numberText(f.wordsTyped)} />
      </div>
      <section className="mt-8">
        <h2 className="text-xl font-bold text-indigo-950">Speed per minute</h2>
        <div className="mt-3 rounded-xl border border-slate-200 bg-white p-3">
          <SpeedChart
            values={f.perMinute}
            label="Speed per minute (keys that stayed, five to a word)"
          />
        </div>
      </section>
      <section className="mt-8">
        <h2 className="text-xl font-bold text-indigo-950">Your mistakes in the passage</h2>
        {counts.size > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {[...counts].map(([kind, n]) => (
              <li key={kind} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                {mistakeName(kind)}: {n}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">No mistakes — every word you typed matches.</p>
        )}
        <div className="mt-3 rounded-xl border border-slate-200 bg-white p-4">
          <MarkedPassage
            passage={result.passage}
            mistakes={result.mistakes}
            lang={result.language}
          />
        </div>
        <p className="mt-2 text-xs text-slate-600">
          Red: a full mistake; amber: a half mistake. What you typed is in brackets.
        </p>
      </section>
      <section className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/tools/typing-test">Take another test</ButtonLink>
        {result.certificateId ? (
          <ButtonLink
            variant="secondary"
            to={`/tools/typing-test/certificate/${result.certificateId}`}
          >
            View your certificate
          </ButtonLink>
        ) : null}
        {result._id ? (
          <ButtonLink variant="outline" to="/user/dashboard/typing">
            Your results and progress
          </ButtonLink>
        ) : null}
      </section>
      {!result._id ? (
        <p className="mt-4 text-sm text-slate-700">
          {signedIn ? 'Results are kept for candidate accounts.' : 'This result is not saved. '}
          {!signedIn ? (
            <>
              <Link to="/signup" className="font-semibold text-indigo-800 underline">
                Sign up
              </Link>{' '}
              or{' '}
              <Link to="/login" className="font-semibold text-indigo-800 underline">
                log in
              </Link>{' '}
              to keep your history, earn certificates for exam presets and attach a result to your
              applications.
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
