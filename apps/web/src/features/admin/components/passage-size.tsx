import { TYPING_LAYOUT_NAMES, type TypingLanguage, type TypingLayout } from '@shuruaat/contract';
import type { LayoutId, PassageStats } from '@shuruaat/typing';
import { useEffect, useState } from 'react';

const LAYOUTS: Record<TypingLanguage, [TypingLayout, LayoutId][]> = {
  en: [['en-us', 'english']],
  hi: [
    ['remington-gail', 'hindi-remington-gail'],
    ['inscript', 'hindi-inscript'],
    ['krutidev', 'hindi-krutidev'],
  ],
};

type Row = { layout: TypingLayout; stats: PassageStats };

/**
 * The passage's size in key depressions on each layout of its language, and the words a layout
 * cannot type, as the admin writes it. The engine is loaded only when this shows (the test page
 * loads the same chunk), so the console's own code stays small.
 */
export function PassageSize({ language, body }: { language: TypingLanguage; body: string }) {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      void import('@shuruaat/typing').then(({ passageStats }) => {
        if (!live) return;
        setRows(
          LAYOUTS[language].map(([layout, id]) => ({ layout, stats: passageStats(body, id) })),
        );
      });
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [language, body]);
  if (!body.trim() || !rows) return null;
  return (
    <ul className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-700" aria-live="polite">
      {rows.map(({ layout, stats }) => (
        <li key={layout}>
          <span className="font-semibold text-indigo-950">{TYPING_LAYOUT_NAMES[layout]}:</span>{' '}
          {stats.keyDepressions.toLocaleString('en-IN')} key depressions, {stats.words} words
          {stats.untypable.length > 0 ? (
            <span className="block text-red-800">
              Cannot be typed on this layout: {stats.untypable.slice(0, 8).join(' ')}
              {stats.untypable.length > 8 ? ` and ${stats.untypable.length - 8} more` : ''}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
