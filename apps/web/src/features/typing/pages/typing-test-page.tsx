import {
  EXAM_DURATIONS,
  findTypingToolPage,
  PRACTICE_DURATIONS,
  TYPING_LAYOUT_NAMES,
  TYPING_TOOL_PAGES,
  typingLengths,
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
import { useTranslator } from '@/lib/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import type { Loaded } from '@/lib/route-data';
import type { RootState } from '@/lib/store-types';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useLoadedView } from '@/lib/use-loaded-view';
import { configKey, TypingTest, type TestSetup } from '../components/typing-test';
import { keepWhileTyping, typingTestPageLoader } from '../loaders';
import { BACKSPACE_TEXT, presetRules } from '../presets';
import { readSavedAttempt } from '../saved-test';
import { typingCatalogue } from '../locales/catalogue';
import { initialTypingState, resumeAttempt, scoreTest, startAttempt } from '../slice';
import { tagged } from '../tagged';
import { languageName, minutesWords, presetName, presetRuleText, toolPageHeading } from '../words';

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
  catalogue: typingCatalogue,
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
  const translator = useTranslator();
  const { t } = translator;
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
        <h1 className="text-3xl font-bold text-indigo-950">{t('typing.notFound.title')}</h1>
        <p className="mt-3 text-slate-700">{t('typing.notFound.text')}</p>
        <Link
          to="/tools/typing-test"
          className="mt-6 inline-block font-semibold text-indigo-800 underline"
        >
          {t('typing.notFound.link')}
        </Link>
      </div>
    );
  }

  const heading = retest
    ? t('typing.heading.retest', {
        preset: presetName(translator, retest.presetName, retest.presetId),
      })
    : toolPage
      ? toolPageHeading(translator, toolPage)
      : t('typing.heading.default');
  const lengths = typingLengths(translator.language);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">
        {t(retest ? 'typing.kicker.retest' : 'typing.kicker.free')}
      </p>
      <h1 className="mt-1 text-2xl font-extrabold text-indigo-950 sm:text-3xl">{heading}</h1>
      {retest ? (
        <p className="mt-3 max-w-3xl rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {tagged(
            t('typing.retest.intro', { job: retest.jobTitle, note: t('typing.unproctored.note') }),
            { job: (text) => <strong>{text}</strong> },
          )}
        </p>
      ) : null}
      {running && setup ? (
        <div className="mt-6">
          <p className="mb-3 text-sm text-slate-700">
            {presetName(translator, setup.preset.name, setup.preset.id)} ·{' '}
            {languageName(t, setup.language)} · {TYPING_LAYOUT_NAMES[setup.layout]} ·{' '}
            {minutesWords(t, setup.durationMinutes)} ·{' '}
            {rules ? t(BACKSPACE_TEXT[rules.backspace]) : ''}
          </p>
          {scored.status === 'loading' ? (
            <p className="rounded-lg bg-indigo-50 p-4 font-semibold text-indigo-900" role="status">
              {t('typing.scoring')}
            </p>
          ) : scored.status === 'failed' ? (
            <div className="rounded-lg border border-red-300 bg-red-50 p-4" role="alert">
              <p className="font-semibold text-red-800">{t('typing.notScored')}</p>
              <p className="mt-1 text-red-800">{scored.error}</p>
              <Button className="mt-3" onClick={() => setRunning(false)}>
                {t('typing.another')}
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
            <LoadFailed message={attempt.error ?? t('typing.startFailed')} onRetry={newAttempt} />
          ) : (
            <PageLoader />
          )}
        </div>
      ) : (
        <>
          <p className="mt-3 max-w-3xl text-slate-700">{t('typing.intro', lengths)}</p>
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
                {t('typing.picker.language')}
                <select
                  className={fieldClass}
                  value={choice.language}
                  disabled={locked}
                  onChange={(e) => update({ language: e.target.value as TypingLanguage })}
                >
                  <option value="en">{t('typing.picker.english')}</option>
                  <option value="hi">{t('typing.picker.hindi')}</option>
                </select>
              </label>
              <label className="block text-sm font-semibold text-slate-800">
                {t('typing.picker.layout')}
                <select
                  className={fieldClass}
                  value={choice.layout}
                  disabled={locked || choice.language === 'en'}
                  onChange={(e) => update({ layout: e.target.value as TypingLayout })}
                >
                  {choice.language === 'en' ? (
                    <option value="en-us">{TYPING_LAYOUT_NAMES['en-us']}</option>
                  ) : (
                    <>
                      <option value="remington-gail">Remington GAIL</option>
                      <option value="inscript">InScript</option>
                      <option value="krutidev">{t('typing.picker.krutidev')}</option>
                    </>
                  )}
                </select>
              </label>
              <label className="block text-sm font-semibold text-slate-800">
                {t('typing.picker.test')}
                <select
                  className={fieldClass}
                  value={choice.presetId}
                  disabled={locked}
                  onChange={(e) => update({ presetId: e.target.value })}
                >
                  {forLanguage.length === 0 ? (
                    <option value="practice">
                      {presetName(translator, 'Plain practice', 'practice')}
                    </option>
                  ) : null}
                  {forLanguage.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.isExam
                        ? t('typing.picker.exam', { name: presetName(translator, p.name, p.id) })
                        : presetName(translator, p.name, p.id)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block text-sm font-semibold text-slate-800">
                {t('typing.picker.duration')}
                <select
                  className={fieldClass}
                  value={choice.durationMinutes}
                  disabled={locked}
                  onChange={(e) => update({ durationMinutes: Number(e.target.value) })}
                >
                  {durations.map((m) => (
                    <option key={m} value={m}>
                      {PRACTICE_DURATIONS.includes(m as 1)
                        ? t('typing.picker.practiceLength', { duration: minutesWords(t, m) })
                        : minutesWords(t, m)}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset className="space-y-2 sm:col-span-2">
                <legend className="text-sm font-semibold text-slate-800">
                  {t('typing.picker.options')}
                </legend>
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={choice.emulation}
                    disabled={choice.layout === 'krutidev'}
                    onChange={(e) => update({ emulation: e.target.checked })}
                  />
                  <span>
                    {t(
                      choice.layout === 'krutidev'
                        ? 'typing.picker.krutidevAlways'
                        : 'typing.picker.emulation',
                    )}
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
                    <span>{t('typing.picker.typewriterOrder')}</span>
                  </label>
                ) : null}
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={choice.showKeyboard}
                    onChange={(e) => update({ showKeyboard: e.target.checked })}
                  />
                  <span>{t('typing.picker.showKeyboard')}</span>
                </label>
              </fieldset>
              {preset ? (
                <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 sm:col-span-2">
                  <p className="font-semibold text-indigo-950">
                    {presetName(translator, preset.name, preset.id)}
                  </p>
                  <p className="mt-1">{presetRuleText(translator, preset.id, preset.ruleText)}</p>
                  {rules ? (
                    <p className="mt-1">
                      {t(
                        rules.pauseAllowed ? 'typing.picker.pauseAllowed' : 'typing.picker.noPause',
                        {
                          backspace: t(BACKSPACE_TEXT[rules.backspace]),
                        },
                      )}
                    </p>
                  ) : null}
                </div>
              ) : null}
              <div className="sm:col-span-2">
                <Button type="submit" size="lg" disabled={!hydrated || !preset}>
                  {t('typing.picker.start')}
                </Button>
              </div>
            </form>
          )}
          <section className="mt-10">
            <h2 className="text-xl font-bold text-indigo-950">{t('typing.popular')}</h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {TYPING_TOOL_PAGES.filter(
                (p) => p.presetId !== 'practice' || [10, 15, 30].includes(p.durationMinutes),
              ).map((p) => (
                <li key={p.slug}>
                  <Link to={`/tools/${p.slug}`} className="text-indigo-800 underline">
                    {toolPageHeading(translator, p)}
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
