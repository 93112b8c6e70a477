import {
  EXAM_DURATIONS,
  findTypingToolPage,
  minutesText,
  PRACTICE_DURATIONS,
  TYPING_LAYOUT_NAMES,
  TYPING_LENGTHS,
  TYPING_TOOL_PAGES,
  TYPING_UNPROCTORED_NOTE,
  type TypingAttemptBody,
  type TypingLanguage,
  type TypingLayout,
  type TypingPreset,
  type TypingResultBody,
  type TypingRetest,
} from '@shuruaat/contract';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLoaderData, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import type { Loaded } from '@/lib/route-data';
import type { RootState } from '@/lib/store-types';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useLoadedView } from '@/lib/use-loaded-view';
import { configKey, TypingTest, type TestSetup } from '../components/typing-test';
import { keepWhileTyping, typingTestPageLoader } from '../loaders';
import { BACKSPACE_TEXT, presetRules } from '../presets';
import { readSavedAttempt } from '../saved-test';
import { initialTypingState, resumeAttempt, scoreTest, startAttempt } from '../slice';

const selectTyping = (state: RootState) => state.typing ?? initialTypingState;

type Choice = {
  language: TypingLanguage;
  layout: TypingLayout;
  durationMinutes: number;
  presetId: string;
  emulation: boolean;
  typewriterOrder: boolean;
  showKeyboard: boolean;
};

const DEFAULT_CHOICE: Choice = {
  language: 'en',
  layout: 'en-us',
  durationMinutes: 1,
  presetId: 'practice',
  emulation: true,
  typewriterOrder: true,
  showKeyboard: true,
};

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900';

/**
 * /tools/typing-test and the preset pages under /tools/{slug}: choose a test, take it, and go to
 * the result the server worked out from the keystroke log. A new address starts afresh.
 */
function TypingTestPage() {
  const { slug } = useParams();
  const { presets } = useLoaderData<typeof typingTestPageLoader>();
  return <TypingTestScreen key={slug ?? ''} slug={slug} presets={presets} />;
}

export const typingTestPageRoute = {
  Component: TypingTestPage,
  loader: typingTestPageLoader,
  shouldRevalidate: keepWhileTyping,
};

/**
 * The test: chosen here, or fixed by an employer's retest link (`retest`). The server issues
 * each attempt (passages and nonce) when the test starts; the log is submitted against it.
 */
export function TypingTestScreen({
  slug,
  retest,
  presets: loadedPresets,
}: {
  slug: string | undefined;
  retest?: TypingRetest;
  /** From the page's loader. */
  presets: Loaded<TypingPreset[]>;
}) {
  const page = slug ? findTypingToolPage(slug) : retest;
  const toolPage = slug ? findTypingToolPage(slug) : undefined;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const hydrated = useIsHydrated();
  const { attempt, scored } = useAppSelector(selectTyping);
  const { view: presets, retry: retryPresets } = useLoadedView(loadedPresets);
  const presetList = presets.status === 'ready' ? presets.data : null;
  const [choice, setChoice] = useState<Choice>(() =>
    page
      ? {
          ...DEFAULT_CHOICE,
          language: page.language,
          layout: page.layout,
          durationMinutes: page.durationMinutes,
          presetId: page.presetId,
        }
      : DEFAULT_CHOICE,
  );
  const [running, setRunning] = useState(false);

  const preset = presetList?.find((p) => p.id === choice.presetId);
  const forLanguage = useMemo(
    () => (presetList ?? []).filter((p) => p.languages.includes(choice.language)),
    [presetList, choice.language],
  );
  const rules = preset ? presetRules(preset) : null;
  const durations = preset?.isExam
    ? (rules?.durationOptions ?? [])
    : [...PRACTICE_DURATIONS, ...EXAM_DURATIONS];
  const locked = Boolean(retest);
  const setup: TestSetup | null = preset
    ? {
        preset,
        language: choice.language,
        layout: choice.layout,
        durationMinutes: choice.durationMinutes,
        emulation: choice.emulation,
        order: choice.typewriterOrder ? 'typewriter' : 'phonetic',
        showKeyboard: choice.showKeyboard,
      }
    : null;

  const update = (patch: Partial<Choice>) => setChoice((c) => normalise({ ...c, ...patch }));
  function normalise(next: Choice): Choice {
    const layout =
      next.language === 'en' ? 'en-us' : next.layout === 'en-us' ? 'remington-gail' : next.layout;
    const chosen = presetList?.find((p) => p.id === next.presetId);
    const fits = chosen?.languages.includes(next.language);
    const presetId = fits ? next.presetId : 'practice';
    const options = presetList?.find((p) => p.id === presetId);
    const allowed = options?.isExam ? presetRules(options).durationOptions : null;
    const durationMinutes =
      allowed && !allowed.includes(next.durationMinutes)
        ? (allowed[0] ?? next.durationMinutes)
        : next.durationMinutes;
    // Krutidev is a font's keys, not an input method a computer can switch on: the page always
    // types it (and keeps the text in Unicode, so it is scored like the other Hindi layouts).
    const emulation = layout === 'krutidev' ? true : next.emulation;
    return { ...next, layout, presetId, durationMinutes, emulation };
  }

  const attemptBody = (): TypingAttemptBody => ({
    presetId: choice.presetId,
    language: choice.language,
    layout: choice.layout,
    durationMinutes: choice.durationMinutes as TypingAttemptBody['durationMinutes'],
    ...(retest ? { retestToken: retest.token } : {}),
  });
  const newAttempt = () => void dispatch(startAttempt(attemptBody()));
  const start = () => {
    // A test interrupted by a reload resumes with its own attempt; otherwise the server issues one.
    const saved = setup ? readSavedAttempt(configKey(setup)) : null;
    if (saved) dispatch(resumeAttempt(saved));
    else newAttempt();
    setRunning(true);
  };

  const onDone = useCallback(
    async (body: TypingResultBody) => {
      const outcome = await dispatch(scoreTest(body));
      if (scoreTest.fulfilled.match(outcome) && outcome.payload._id) {
        void navigate(`/tools/typing-test/result/${outcome.payload._id}`);
      } else {
        void navigate('/tools/typing-test/result');
      }
    },
    [dispatch, navigate],
  );

  if (slug && !page) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-indigo-950">Typing test not found</h1>
        <p className="mt-3 text-slate-700">There is no typing test at this address.</p>
        <Link
          to="/tools/typing-test"
          className="mt-6 inline-block font-semibold text-indigo-800 underline"
        >
          Choose a typing test
        </Link>
      </div>
    );
  }

  const heading = retest
    ? `Supervised retest: ${retest.presetName}`
    : toolPage
      ? toolPage.title.split(' | ')[0]
      : 'Typing test in Hindi and English';

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">
        {retest ? 'Retest link' : 'Free tool'}
      </p>
      <h1 className="mt-1 text-2xl font-extrabold text-indigo-950 sm:text-3xl">{heading}</h1>
      {retest ? (
        <p className="mt-3 max-w-3xl rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          The employer of <strong>{retest.jobTitle}</strong> asked you to take this test again, on a
          new passage. The result replaces the one you attached to your application and is marked as
          taken through their retest link. {TYPING_UNPROCTORED_NOTE}
        </p>
      ) : null}
      {running && setup ? (
        <div className="mt-6">
          <p className="mb-3 text-sm text-slate-700">
            {setup.preset.name} · {setup.language === 'hi' ? 'Hindi' : 'English'} ·{' '}
            {TYPING_LAYOUT_NAMES[setup.layout]} · {minutesText(setup.durationMinutes)} ·{' '}
            {rules ? BACKSPACE_TEXT[rules.backspace] : ''}
          </p>
          {scored.status === 'loading' ? (
            <p className="rounded-lg bg-indigo-50 p-4 font-semibold text-indigo-900" role="status">
              Scoring your test from its keystrokes…
            </p>
          ) : scored.status === 'failed' ? (
            <div className="rounded-lg border border-red-300 bg-red-50 p-4" role="alert">
              <p className="font-semibold text-red-800">Your test could not be scored</p>
              <p className="mt-1 text-red-800">{scored.error}</p>
              <Button className="mt-3" onClick={() => setRunning(false)}>
                Take another test
              </Button>
            </div>
          ) : attempt.status === 'ready' && attempt.data ? (
            <TypingTest
              key={attempt.data._id}
              setup={setup}
              attempt={attempt.data}
              onDone={onDone}
              onRestart={newAttempt}
            />
          ) : attempt.status === 'failed' ? (
            <LoadFailed
              message={attempt.error ?? 'Failed to start the test'}
              onRetry={newAttempt}
            />
          ) : (
            <PageLoader />
          )}
        </div>
      ) : (
        <>
          <p className="mt-3 max-w-3xl text-slate-700">
            Type in English, or in Hindi on Remington GAIL or InScript with your own keyboard — no
            Hindi input method needed. Practise for {TYPING_LENGTHS.practice}, or take a test of{' '}
            {TYPING_LENGTHS.tests}, plain or an exam preset scored the way SSC, RRB, UPSSSC and CPCT
            score it. Every figure is worked out on our server from your keystrokes.
          </p>
          {presets.status === 'failed' ? (
            <div className="mt-6">
              <LoadFailed message={presets.message} onRetry={retryPresets} />
            </div>
          ) : (
            <form
              className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
              onSubmit={(event) => {
                event.preventDefault();
                start();
              }}
            >
              <label className="block text-sm font-semibold text-slate-800">
                Language
                <select
                  className={fieldClass}
                  value={choice.language}
                  disabled={locked}
                  onChange={(e) => update({ language: e.target.value as TypingLanguage })}
                >
                  <option value="en">English</option>
                  <option value="hi">Hindi (हिंदी)</option>
                </select>
              </label>
              <label className="block text-sm font-semibold text-slate-800">
                Keyboard layout
                <select
                  className={fieldClass}
                  value={choice.layout}
                  disabled={locked || choice.language === 'en'}
                  onChange={(e) => update({ layout: e.target.value as TypingLayout })}
                >
                  {choice.language === 'en' ? (
                    <option value="en-us">English (US)</option>
                  ) : (
                    <>
                      <option value="remington-gail">Remington GAIL</option>
                      <option value="inscript">InScript</option>
                      <option value="krutidev">Krutidev (typewriter)</option>
                    </>
                  )}
                </select>
              </label>
              <label className="block text-sm font-semibold text-slate-800">
                Test
                <select
                  className={fieldClass}
                  value={choice.presetId}
                  disabled={locked}
                  onChange={(e) => update({ presetId: e.target.value })}
                >
                  {forLanguage.length === 0 ? (
                    <option value="practice">Plain practice</option>
                  ) : null}
                  {forLanguage.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.isExam ? `Exam: ${p.name}` : p.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block text-sm font-semibold text-slate-800">
                Duration
                <select
                  className={fieldClass}
                  value={choice.durationMinutes}
                  disabled={locked}
                  onChange={(e) => update({ durationMinutes: Number(e.target.value) })}
                >
                  {durations.map((m) => (
                    <option key={m} value={m}>
                      {minutesText(m)}
                      {PRACTICE_DURATIONS.includes(m as 1) ? ' (practice)' : ''}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset className="space-y-2 sm:col-span-2">
                <legend className="text-sm font-semibold text-slate-800">Options</legend>
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={choice.emulation}
                    disabled={choice.layout === 'krutidev'}
                    onChange={(e) => update({ emulation: e.target.checked })}
                  />
                  <span>
                    {choice.layout === 'krutidev'
                      ? 'Krutidev is always typed through this page: its keys are a font’s, so the page turns them into Unicode Hindi'
                      : 'Type the layout with my keyboard (turn off if your computer already has a Hindi input method switched on)'}
                  </span>
                </label>
                {choice.language === 'hi' && choice.layout === 'remington-gail' ? (
                  <label className="flex items-start gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="mt-1"
                      checked={choice.typewriterOrder}
                      onChange={(e) => update({ typewriterOrder: e.target.checked })}
                    />
                    <span>
                      Typewriter order: type ि before its consonant, as on a typewriter (off:
                      phonetic order)
                    </span>
                  </label>
                ) : null}
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={choice.showKeyboard}
                    onChange={(e) => update({ showKeyboard: e.target.checked })}
                  />
                  <span>Show the keyboard and highlight the next key</span>
                </label>
              </fieldset>
              {preset ? (
                <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 sm:col-span-2">
                  <p className="font-semibold text-indigo-950">{preset.name}</p>
                  <p className="mt-1">{preset.ruleText}</p>
                  {rules ? (
                    <p className="mt-1">
                      {BACKSPACE_TEXT[rules.backspace]}.{' '}
                      {rules.pauseAllowed ? 'You may pause.' : 'No pausing once you start.'}
                    </p>
                  ) : null}
                </div>
              ) : null}
              <div className="sm:col-span-2">
                <Button type="submit" size="lg" disabled={!hydrated || !preset}>
                  Start the test
                </Button>
              </div>
            </form>
          )}
          <section className="mt-10">
            <h2 className="text-xl font-bold text-indigo-950">Exam presets and popular tests</h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {TYPING_TOOL_PAGES.filter(
                (p) => p.presetId !== 'practice' || [10, 15, 30].includes(p.durationMinutes),
              ).map((p) => (
                <li key={p.slug}>
                  <Link to={`/tools/${p.slug}`} className="text-indigo-800 underline">
                    {p.title.split(' | ')[0]}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
