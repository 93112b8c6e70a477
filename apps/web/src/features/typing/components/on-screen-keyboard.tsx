import type { TypingLayout } from '@shuruaat/contract';
import {
  createComposer,
  keyboardMap,
  planKeys,
  usKeyFor,
  type CharacterOrder,
  type KeyHint,
  type LayoutId,
} from '@shuruaat/typing';
import { Fragment, memo, useEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { useT } from '@/lib/i18n/translate';
import { engineLayout } from '../presets';

export type KeyHinter = (target: string, typed: string) => void;

const SPACE: KeyHint = { code: 'Space', shift: false };
const BACKSPACE: KeyHint = { code: 'Backspace', shift: false };

/**
 * The next key for each stage of one word: the keys that type it (the engine's plan), replayed
 * once through a composer so each prefix on screen maps to the key that follows it. Built once
 * per word, so a keystroke only looks up what is on screen (the engine's nextKeysFor would
 * replay the word on every key).
 */
function wordHints(layoutId: LayoutId, word: string, order: CharacterOrder) {
  const hints = new Map<string, KeyHint>();
  const plan = planKeys(layoutId, word, order);
  if (!plan) return hints;
  const composer = createComposer(layoutId, { order });
  let screen = '';
  for (const char of plan) {
    const key = usKeyFor(char);
    if (!key) break;
    if (!hints.has(screen)) hints.set(screen, key);
    composer.press({ code: key.code, shift: key.shift, altGr: key.altGr ?? false });
    screen = composer.text() + composer.pending();
  }
  return hints;
}

const HINT = ['bg-saffron-300', 'ring-2', 'ring-indigo-700'];
const SHIFT_HINT = ['bg-indigo-100', 'ring-2', 'ring-indigo-500'];

/**
 * The chosen layout drawn on a US keyboard, with the next key lit. The keys are drawn once;
 * each keystroke only moves two classes (`hinter`), so the keyboard costs nothing per key.
 */
export const OnScreenKeyboard = memo(function OnScreenKeyboard({
  layout,
  order,
  hinter,
}: {
  layout: TypingLayout;
  order: CharacterOrder;
  hinter: MutableRefObject<KeyHinter | null>;
}) {
  const t = useT();
  const layoutId = engineLayout(layout);
  const rows = useMemo(() => keyboardMap(layoutId), [layoutId]);
  const hasAltGr = rows.some((row) => row.some((cap) => cap.altGr ?? cap.altGrShift));
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let lit: Element[] = [];
    let word = '';
    let hints = new Map<string, KeyHint>();
    const keys = new Map<string, Element[]>();
    for (const el of root.current?.querySelectorAll('[data-code]') ?? []) {
      const code = el.getAttribute('data-code') ?? '';
      keys.set(code, [...(keys.get(code) ?? []), el]);
    }
    hinter.current = (target, typed) => {
      for (const el of lit) el.classList.remove(...HINT, ...SHIFT_HINT);
      lit = [];
      const current = target.split(' ')[0] ?? '';
      if (current !== word) {
        word = current;
        hints = wordHints(layoutId, word, order);
      }
      const next = typed === word ? SPACE : (hints.get(typed.normalize('NFC')) ?? BACKSPACE);
      for (const key of keys.get(next.code) ?? []) {
        key.classList.add(...HINT);
        lit.push(key);
      }
      const modifiers = [next.shift ? 'Shift' : '', next.altGr ? 'AltGr' : ''];
      for (const modifier of modifiers.filter(Boolean)) {
        for (const key of keys.get(modifier) ?? []) {
          key.classList.add(...SHIFT_HINT);
          lit.push(key);
        }
      }
    };
    return () => {
      hinter.current = null;
    };
  }, [hinter, layoutId, order]);

  const keyClass =
    'flex h-10 min-w-0 flex-1 flex-col items-center justify-center rounded border border-slate-300 bg-white text-[10px] leading-tight text-slate-800 sm:h-12 sm:text-sm';
  return (
    <div
      ref={root}
      aria-hidden="true"
      className="space-y-1 rounded-xl bg-slate-100 p-2 select-none"
      data-testid="on-screen-keyboard"
    >
      {rows.map((row, r) => (
        <div
          key={r}
          className="flex gap-1"
          style={{ paddingLeft: r < 4 ? `${r * 2.5}%` : undefined }}
        >
          {r === 3 ? (
            <span data-code="Shift" className={`${keyClass} max-w-16 font-semibold`}>
              Shift
            </span>
          ) : null}
          {row.map((cap) =>
            cap.code === 'Space' ? (
              <Fragment key={cap.code}>
                <span data-code="Space" className={`${keyClass} ml-auto max-w-[60%]`}>
                  Space
                </span>
                {hasAltGr ? (
                  <span
                    data-code="AltGr"
                    title={t('typing.keyboard.altGr')}
                    className={`${keyClass} mr-auto max-w-16 font-semibold`}
                  >
                    AltGr
                  </span>
                ) : (
                  <span className="mr-auto" />
                )}
              </Fragment>
            ) : (
              <span key={cap.code} data-code={cap.code} className={`${keyClass} relative`}>
                <span className="text-slate-500">{cap.shift ?? ''}</span>
                <span className="font-semibold">{cap.normal ?? cap.label}</span>
                {cap.altGr ? (
                  <span className="absolute top-0 right-0.5 hidden text-[10px] text-emerald-800 lg:block">
                    {cap.altGr}
                  </span>
                ) : null}
              </span>
            ),
          )}
          {r === 3 ? (
            <span data-code="Shift" className={`${keyClass} max-w-16 font-semibold`}>
              Shift
            </span>
          ) : null}
          {r === 0 ? (
            <span data-code="Backspace" className={`${keyClass} max-w-16 font-semibold`}>
              ⌫
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
});
