import type {
  TypingAttempt,
  TypingLanguage,
  TypingLayout,
  TypingPreset,
  TypingResultBody,
} from '@shuruaat/contract';
import type { BackspaceRule, CharacterOrder } from '@shuruaat/typing';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/translate';
import { TestClock } from '../clock';
import { engineLayout, presetRules } from '../presets';
import { PassageView } from '../passage-view';
import { clearSavedTest, readSavedTest, saveAttempt, TestSaver } from '../saved-test';
import { KeyReader } from '../key-input';
import { TypingSession, type KeyInput } from '../session';
import { OnScreenKeyboard, type KeyHinter } from './on-screen-keyboard';

export type TestSetup = {
  preset: TypingPreset;
  language: TypingLanguage;
  layout: TypingLayout;
  durationMinutes: number;
  /** Physical keys typed through the page's own layout (off: the OS input method types). */
  emulation: boolean;
  order: CharacterOrder;
  showKeyboard: boolean;
};

const SAVE_EVERY_MS = 1000;

/** The attempt's passages as one word list, in the order the server chained them. */
function buildChain(attempt: TypingAttempt) {
  const words: string[] = [];
  for (const passage of attempt.passages) {
    words.push(...passage.body.normalize('NFC').split(/\s+/u).filter(Boolean));
  }
  return { words };
}

export const configKey = (setup: TestSetup) =>
  [
    setup.preset.id,
    setup.language,
    setup.layout,
    setup.durationMinutes,
    setup.emulation ? 'emulated' : 'native',
    setup.order,
  ].join('|');

const clockText = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
};

const MODIFIERS = new Set([
  'ShiftLeft',
  'ShiftRight',
  'AltLeft',
  'AltRight',
  'ControlLeft',
  'ControlRight',
  'MetaLeft',
  'MetaRight',
  'CapsLock',
]);

/**
 * The test screen. React draws the frame once; keys go to a TypingSession and the passage is
 * updated in place by a PassageView, so typing never re-renders the page.
 */
export function TypingTest({
  setup,
  attempt,
  onDone,
  onRestart,
}: {
  setup: TestSetup;
  /** The test the server issued: its passages and nonce. */
  attempt: TypingAttempt;
  onDone: (body: TypingResultBody) => void;
  /** Start afresh with a new attempt, instead of resuming the saved one. */
  onRestart: () => void;
}) {
  const t = useT();
  const rules = useMemo(() => presetRules(setup.preset), [setup.preset]);
  const key = configKey(setup);
  // The latest choices, read by effects that must not restart when the parent re-renders.
  const setupRef = useRef(setup);
  useEffect(() => {
    setupRef.current = setup;
  });
  const [saved] = useState(() => {
    const found = readSavedTest();
    return found && found.header.config === key && found.header.attemptId === attempt._id
      ? found
      : null;
  });
  const [resuming, setResuming] = useState<boolean | null>(saved ? null : false);
  const chain = useMemo(() => buildChain(attempt), [attempt]);

  const passageRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const typedRef = useRef<HTMLSpanElement>(null);
  const sessionRef = useRef<TypingSession | null>(null);
  const clockRef = useRef<TestClock | null>(null);
  const viewRef = useRef<PassageView | null>(null);
  const saverRef = useRef(new TestSaver());
  const lastCode = useRef('Unidentified');
  const finished = useRef(false);
  const hinter = useRef<KeyHinter | null>(null);
  const timeRef = useRef<HTMLParagraphElement>(null);
  const [started, setStarted] = useState(false);
  const [paused, setPaused] = useState(false);
  const [refused, setRefused] = useState(false);
  const refusedTimer = useRef(0);
  const [focused, setFocused] = useState(false);
  const durationMs = setup.durationMinutes * 60_000;

  const finish = useCallback(() => {
    const session = sessionRef.current;
    const clock = clockRef.current;
    if (!session || !clock || finished.current) return;
    finished.current = true;
    const elapsed = Math.min(clock.elapsed(), durationMs);
    const log = session.finish(elapsed, clock.pauses);
    clearSavedTest();
    onDone({ attemptId: attempt._id, nonce: attempt.nonce, log, resumed: Boolean(resuming) });
  }, [attempt, durationMs, onDone, resuming]);

  const render = useCallback(() => {
    const session = sessionRef.current;
    if (!session) return;
    const typed = session.currentTyped();
    viewRef.current?.update(session.wordIndex, typed, session.wordCorrect);
    if (typedRef.current) typedRef.current.textContent = typed;
    const words = session.options.words;
    const target = `${words[session.wordIndex] ?? ''} ${words[session.wordIndex + 1] ?? ''}`;
    hinter.current?.(target.trim(), typed);
  }, []);

  // A new session when the test (or the choice to resume) is decided.
  useEffect(() => {
    if (resuming === null || !passageRef.current) return;
    const setup = setupRef.current;
    const session = new TypingSession({
      layoutId: setup.emulation ? engineLayout(setup.layout) : 'native',
      order: setup.order,
      backspace: rules.backspace as BackspaceRule,
      words: chain.words,
    });
    let offset = 0;
    if (resuming && saved) {
      for (const event of saved.events) session.press(event, event.t);
      // An exam's clock kept running while the page was gone; practice picks up where it was.
      const away = setup.preset.isExam ? Math.max(0, Date.now() - saved.header.savedAt) : 0;
      offset = saved.header.elapsedMs + away;
    } else {
      clearSavedTest();
      saveAttempt(attempt);
    }
    sessionRef.current = session;
    clockRef.current = new TestClock(offset);
    finished.current = false;
    viewRef.current = new PassageView(passageRef.current, {
      words: chain.words,
      highlightCurrent: rules.highlightNextWord,
    });
    render();
  }, [attempt, chain, resuming, saved, key, rules, render]);

  // The clock: shows time left, saves progress, ends the test.
  useEffect(() => {
    if (!started) return;
    const tick = () => {
      const clock = clockRef.current;
      const session = sessionRef.current;
      if (!clock || !session || finished.current) return;
      const elapsed = clock.elapsed();
      // Written straight into the page: a React render of the screen four times a second would
      // cost more script time than the keys themselves.
      if (timeRef.current) timeRef.current.textContent = clockText(durationMs - elapsed);
      if (elapsed >= durationMs) finish();
    };
    const ticker = window.setInterval(tick, 250);
    const saver = window.setInterval(() => {
      const clock = clockRef.current;
      const session = sessionRef.current;
      if (!clock || !session || finished.current) return;
      saverRef.current.save(
        {
          config: key,
          attemptId: attempt._id,
          elapsedMs: clock.elapsed(),
          savedAt: Date.now(),
          pauses: clock.pauses,
        },
        session.events,
      );
    }, SAVE_EVERY_MS);
    return () => {
      window.clearInterval(ticker);
      window.clearInterval(saver);
    };
  }, [started, durationMs, finish, key, attempt._id]);

  const handleKey = useCallback(
    (key: KeyInput) => {
      const session = sessionRef.current;
      const clock = clockRef.current;
      if (!session || !clock || finished.current || clock.paused) return;
      if (!clock.started) {
        clock.start();
        setStarted(true);
      }
      const change = session.press(key, clock.elapsed());
      if (change.refused) {
        setRefused(true);
        window.clearTimeout(refusedTimer.current);
        refusedTimer.current = window.setTimeout(() => setRefused(false), 2500);
      }
      render();
      if (change.wordChanged) {
        // After the frame is laid out anyway, not inside the key: reading layout here would
        // force it on every word.
        requestAnimationFrame(() =>
          viewRef.current?.currentSpan()?.scrollIntoView?.({ block: 'nearest' }),
        );
      }
      if (session.wordIndex >= chain.words.length) finish();
    },
    [chain.words.length, finish, render],
  );

  // Keys: with emulation every printable key is the page's; without it, the input method types.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const reader = new KeyReader();
    const onKeyUp = (event: KeyboardEvent) => {
      reader.track(event);
      if (setup.emulation && event.code === 'AltRight') event.preventDefault();
    };
    const onBlur = () => reader.reset();
    const onKeyDown = (event: KeyboardEvent) => {
      reader.track(event);
      lastCode.current = event.code || 'Unidentified';
      if (event.isComposing || MODIFIERS.has(event.code)) {
        // Alone, right Alt would open the browser's menu on Windows; here it is AltGr.
        if (setup.emulation && event.code === 'AltRight') event.preventDefault();
        return;
      }
      if ((event.ctrlKey || event.metaKey) && !(event.ctrlKey && event.altKey)) {
        // Ctrl shortcuts (select all, undo, paste) have no place in a typing test.
        if (event.key !== 'F5' && event.key !== 'r') event.preventDefault();
        return;
      }
      if (event.code === 'Tab') event.preventDefault();
      if (!setup.emulation && event.code !== 'Backspace') return;
      event.preventDefault();
      const press = reader.read(event);
      if (press) handleKey(press);
    };
    const onBeforeInput = (event: InputEvent) => {
      if (setup.emulation) {
        event.preventDefault();
        return;
      }
      if (event.inputType === 'insertText' && event.data) {
        event.preventDefault();
        handleKey({ code: lastCode.current, shift: false, altGr: false, text: event.data });
      } else if (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph') {
        event.preventDefault();
        handleKey({ code: 'Enter', shift: false, altGr: false, text: ' ' });
      } else if (event.inputType !== 'insertCompositionText') {
        // Paste, drop, autocorrect replacements: not typing.
        event.preventDefault();
      }
    };
    const onCompositionEnd = (event: CompositionEvent) => {
      if (event.data)
        handleKey({ code: lastCode.current, shift: false, altGr: false, text: event.data });
      input.value = '';
    };
    const block = (event: Event) => event.preventDefault();
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('keyup', onKeyUp);
    input.addEventListener('blur', onBlur);
    input.addEventListener('beforeinput', onBeforeInput);
    input.addEventListener('compositionend', onCompositionEnd);
    input.addEventListener('paste', block);
    input.addEventListener('drop', block);
    return () => {
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('keyup', onKeyUp);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('beforeinput', onBeforeInput);
      input.removeEventListener('compositionend', onCompositionEnd);
      input.removeEventListener('paste', block);
      input.removeEventListener('drop', block);
    };
  }, [handleKey, setup.emulation]);

  const togglePause = () => {
    const clock = clockRef.current;
    if (!clock || !rules.pauseAllowed) return;
    if (clock.paused) clock.resume();
    else clock.pause();
    setPaused(clock.paused);
    inputRef.current?.focus();
  };

  if (resuming === null && saved) {
    return (
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-5" role="alert">
        <h2 className="text-lg font-bold text-indigo-950">{t('typing.test.interrupted')}</h2>
        <p className="mt-1 text-slate-700">
          {setup.preset.isExam
            ? t('typing.test.resumeExam')
            : t('typing.test.resumePractice', { time: clockText(saved.header.elapsedMs) })}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => setResuming(true)}>{t('typing.test.resume')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              clearSavedTest();
              onRestart();
            }}
          >
            {t('typing.test.startAgain')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          ref={timeRef}
          className="text-3xl font-bold text-indigo-950 tabular-nums"
          aria-label={t('typing.test.timeLeft')}
        >
          {clockText(durationMs)}
        </p>
        <div className="flex items-center gap-2">
          {rules.pauseAllowed && started ? (
            <Button variant="secondary" onClick={togglePause}>
              {t(paused ? 'typing.test.carryOn' : 'typing.test.pause')}
            </Button>
          ) : null}
          {started ? (
            <Button variant="secondary" onClick={finish}>
              {t('typing.test.finish')}
            </Button>
          ) : null}
        </div>
      </div>
      <div
        className="relative cursor-text rounded-xl border border-slate-300 bg-white p-4 shadow-sm"
        onClick={() => inputRef.current?.focus()}
      >
        <div
          ref={passageRef}
          lang={setup.language}
          data-testid="typing-passage"
          className={`h-40 overflow-hidden leading-9 break-words sm:h-44 ${
            setup.language === 'hi' ? 'text-xl' : 'text-lg'
          }`}
        />
        {!focused ? (
          <p className="absolute inset-x-0 bottom-2 text-center text-sm font-semibold text-indigo-800">
            {t(started ? 'typing.test.clickToCarryOn' : 'typing.test.clickToStart')}
          </p>
        ) : null}
      </div>
      <label className="block">
        <span className="text-sm font-semibold text-slate-700">{t('typing.test.typing')}</span>
        <textarea
          ref={inputRef}
          data-testid="typing-input"
          lang={setup.language}
          rows={1}
          autoCapitalize="off"
          autoCorrect="off"
          autoComplete="off"
          spellCheck={false}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          className="sr-only"
          aria-describedby="typing-typed"
        />
        <span
          id="typing-typed"
          ref={typedRef}
          className={`mt-1 block min-h-12 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 ${
            setup.language === 'hi' ? 'text-xl' : 'text-lg'
          }`}
        />
      </label>
      {refused ? (
        <p className="text-sm font-semibold text-red-700" role="status">
          {t(
            rules.backspace === 'none' ? 'typing.test.noBackspace' : 'typing.test.backspaceLimited',
          )}
        </p>
      ) : null}
      {paused ? (
        <p className="text-sm font-semibold text-amber-800" role="status">
          {t('typing.test.paused')}
        </p>
      ) : null}
      {setup.showKeyboard && setup.emulation ? (
        <OnScreenKeyboard layout={setup.layout} order={setup.order} hinter={hinter} />
      ) : null}
    </div>
  );
}
