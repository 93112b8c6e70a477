import { TYPING_LAYOUT_NAMES, TYPING_MESSAGES, type TypingResult } from '@shuruaat/contract';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { useT, useTranslator, type Translate } from '@/lib/i18n/translate';
import { useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { MarkedPassage, mistakeName } from '../components/marked-passage';
import { SpeedChart } from '@/components/ui/speed-chart';
import { numberText, decimalText } from '@/lib/format';
import { typingResultPageLoader } from '../loaders';
import { typingCatalogue } from '../locales/catalogue';
import { initialTypingState } from '../slice';
import { tagged } from '../tagged';
import {
  failureWords,
  languageName,
  minutesWords,
  presetName,
  presetRuleText,
  shortfallText,
} from '../words';

const selectScored = (state: RootState) => (state.typing ?? initialTypingState).scored;
const selectUser = (state: RootState) => state.auth.user;

const durationText = (t: Translate, time: number) => {
  const minutes = Math.floor(time / 60);
  const seconds = time % 60;
  if (minutes === 0) return t('typing.duration.seconds', { seconds });
  return seconds === 0
    ? t('typing.duration.minutes', { minutes })
    : t('typing.duration.minutesSeconds', { minutes, seconds });
};

const round = (n: number) => decimalText(Math.round(n * 10) / 10);

/** /tools/typing-test/result (the test just taken) and /tools/typing-test/result/{id} (kept). */
function TypingResultPage() {
  // A kept result comes from the loader; the test just taken without an account from the state.
  const { result } = useLoaderData<typeof typingResultPageLoader>();
  const revalidator = useRevalidator();
  const scored = useAppSelector(selectScored);
  const user = useAppSelector(selectUser);
  const t = useT();

  if (result && !result.ok) {
    if (result.failure.status === 404) {
      return <Message title={t('typing.result.notFound')} text={t('typing.result.notFoundText')} />;
    }
    if (revalidator.state === 'loading') return <PageLoader />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed
          message={failureWords(t, result.failure.message)}
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
        title={t('typing.notScored')}
        text={t('typing.result.refused', {
          reason: (scored.error ?? TYPING_MESSAGES.submit).replace(/[.!।]?$/u, ''),
        })}
        role="alert"
      />
    );
  }
  if (!shown) {
    return <Message title={t('typing.result.none')} text={t('typing.result.noneText')} />;
  }
  return <ResultView result={shown} signedIn={Boolean(user)} />;
}

export const typingResultPageRoute = {
  Component: TypingResultPage,
  loader: typingResultPageLoader,
  catalogue: typingCatalogue,
};

type MessageProps = { title: string; text: string; role?: 'alert' };

function Message({ title, text, role }: MessageProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-indigo-950">{title}</h1>
      <p role={role} className="mt-3 text-slate-700">
        {text}
      </p>
      <ButtonLink to="/tools/typing-test" className="mt-6">
        {t('typing.takeTest')}
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
  const translator = useTranslator();
  const { t } = translator;
  const f = result.figures;
  const wpm = (speed: number) => t('typing.figure.wpm', { speed: round(speed) });
  const percent = (value: number) => t('typing.figure.percent', { value: round(value) });
  const limit = f.errorLimitPercent;
  const counts = new Map<string, number>();
  for (const m of result.mistakes) counts.set(m.kind, (counts.get(m.kind) ?? 0) + m.weight);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">
        {t('typing.result.kicker')}
      </p>
      <h1 className="mt-1 text-2xl font-extrabold text-indigo-950 sm:text-3xl">
        {t('typing.result.heading', {
          preset: presetName(translator, result.presetName, result.presetId),
          speed: round(f.netWpm),
        })}
      </h1>
      <p className="mt-2 text-slate-700">
        {languageName(t, result.language)} · {TYPING_LAYOUT_NAMES[result.layout]} ·{' '}
        {minutesWords(t, result.durationMinutes)} ·{' '}
        {t('typing.result.typedFor', { time: durationText(t, f.seconds) })}
        {result.resumed ? ` · ${t('typing.result.resumed')}` : ''}
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
          {t(
            f.passed === null
              ? 'typing.verdict.practice'
              : f.passed
                ? 'typing.verdict.pass'
                : 'typing.verdict.notYet',
          )}
        </p>
        <p className="mt-1 text-sm">
          {limit !== null
            ? t('typing.verdict.errorsAgainstLimit', {
                errors: round(f.errorPercent),
                limit: round(limit),
              })
            : t('typing.verdict.errors', { errors: round(f.errorPercent) })}{' '}
          {f.shortfalls.map((shortfall) => shortfallText(translator, shortfall)).join(' ')}
        </p>
        <p className="mt-1 text-sm">
          {t('typing.verdict.scoredHow', {
            rules: presetRuleText(translator, result.presetId, result.ruleText),
          })}
        </p>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t('typing.figure.net')} value={wpm(f.netWpm)} />
        <Figure label={t('typing.figure.gross')} value={wpm(f.grossWpm)} />
        <Figure
          label="KDPH"
          value={numberText(Math.round(f.kdph))}
          note={t('typing.figure.keyDepressions', {
            keys: numberText(f.keyDepressions),
          })}
        />
        <Figure label={t('typing.figure.accuracy')} value={percent(f.accuracy)} />
        <Figure
          label={t('typing.figure.errorPercent')}
          value={percent(f.errorPercent)}
          note={limit !== null ? t('typing.figure.limit', { limit: round(limit) }) : undefined}
        />
        <Figure label={t('typing.figure.fullMistakes')} value={numberText(f.fullMistakes)} />
        <Figure label={t('typing.figure.halfMistakes')} value={numberText(f.halfMistakes)} />
        <Figure label={t('typing.figure.wordsTyped')} value={numberText(f.wordsTyped)} />
      </div>
      <section className="mt-8">
        <h2 className="text-xl font-bold text-indigo-950">{t('typing.chart.heading')}</h2>
        <div className="mt-3 rounded-xl border border-slate-200 bg-white p-3">
          <SpeedChart values={f.perMinute} label={t('typing.chart.label')} />
        </div>
      </section>
      <section className="mt-8">
        <h2 className="text-xl font-bold text-indigo-950">{t('typing.mistakes.heading')}</h2>
        {counts.size > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {[...counts].map(([kind, n]) => (
              <li key={kind} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                {t('typing.mistakes.count', { kind: mistakeName(t, kind), count: decimalText(n) })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t('typing.mistakes.none')}</p>
        )}
        <div className="mt-3 rounded-xl border border-slate-200 bg-white p-4">
          <MarkedPassage
            passage={result.passage}
            mistakes={result.mistakes}
            lang={result.language}
          />
        </div>
        <p className="mt-2 text-xs text-slate-600">{t('typing.mistakes.legend')}</p>
      </section>
      <section className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/tools/typing-test">{t('typing.another')}</ButtonLink>
        {result.certificateId ? (
          <ButtonLink
            variant="secondary"
            to={`/tools/typing-test/certificate/${result.certificateId}`}
          >
            {t('typing.result.certificate')}
          </ButtonLink>
        ) : null}
        {result._id ? (
          <ButtonLink variant="outline" to="/user/dashboard/typing">
            {t('typing.result.history')}
          </ButtonLink>
        ) : null}
      </section>
      {!result._id ? (
        <p className="mt-4 text-sm text-slate-700">
          {signedIn
            ? t('typing.result.candidatesOnly')
            : tagged(t('typing.result.notSaved'), {
                signup: (text) => (
                  <Link to="/signup" className="font-semibold text-indigo-800 underline">
                    {text}
                  </Link>
                ),
                login: (text) => (
                  <Link to="/login" className="font-semibold text-indigo-800 underline">
                    {text}
                  </Link>
                ),
              })}
        </p>
      ) : null}
    </div>
  );
}
