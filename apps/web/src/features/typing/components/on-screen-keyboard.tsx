import type { TypingLayout } from '@shuruaat/contract';
import { keyboardMap, nextKeysFor, type CharacterOrder } from '@shuruaat/typing';
import { useEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { engineLayout } from '../presets';

export type KeyHinter = (target: string, typed: string) => void;

const HINT = ['bg-saffron-300', 'ring-2', 'ring-indigo-700'];
const SHIFT_HINT = ['bg-indigo-100', 'ring-2', 'ring-indigo-500'];

/**
 * The chosen layout drawn on a US keyboard, with the next key lit. The keys are drawn once;
 * each keystroke only moves two classes (`hinter`), so the keyboard costs nothing per key.
 */
export function OnScreenKeyboard({
  layout,
  order,
  hinter,
}: {
  layout: TypingLayout;
  order: CharacterOrder;
  hinter: MutableRefObject<KeyHinter | null>;
}) {
  const layoutId = engineLayout(layout);
  const rows = useMemo(() => keyboardMap(layoutId), [layoutId]);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let lit: Element[] = [];
    hinter.current = (target, typed) => {
      for (const el of lit) el.classList.remove(...HINT, ...SHIFT_HINT);
      lit = [];
      const next = nextKeysFor(layoutId, target, typed, { order })[0];
      if (!next || !root.current) return;
      const key = root.current.querySelector(`[data-code="${next.code}"]`);
      if (key) {
        key.classList.add(...HINT);
        lit.push(key);
      }
      if (next.shift) {
        for (const shift of root.current.querySelectorAll('[data-code="Shift"]')) {
          shift.classList.add(...SHIFT_HINT);
          lit.push(shift);
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
              <span key={cap.code} data-code="Space" className={`${keyClass} mx-auto max-w-[60%]`}>
                Space
              </span>
            ) : (
              <span key={cap.code} data-code={cap.code} className={keyClass}>
                <span className="text-slate-500">{cap.shift ?? ''}</span>
                <span className="font-semibold">{cap.normal ?? cap.label}</span>
              </span>
            ),
          )}
          {r === 3 ? (
            <span data-code="Shift" className={`${keyClass} max-w-16 font-semibold`}>
              Shift
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
