import type { TypingMistake } from '@shuruaat/contract';

const KIND_NAMES: Record<string, string> = {
  omission: 'Left out',
  addition: 'Extra word',
  substitution: 'Wrong word',
  spelling: 'Spelling',
  repetition: 'Repeated',
  capitalisation: 'Capitals',
  punctuation: 'Punctuation',
  spacing: 'Spacing',
  transposition: 'Swapped',
  incomplete: 'Incomplete word',
  'extra-space': 'Extra space',
  paragraph: 'Paragraph',
};
export const mistakeName = (kind: string) => KIND_NAMES[kind] ?? kind;

/**
 * The passage as scored, every mistake marked on its word with what was typed. Shown as one
 * block of spans: a result is rendered once, so even a 90-minute passage is drawn only once.
 */
export function MarkedPassage({
  passage,
  mistakes,
  lang,
}: {
  passage: string;
  mistakes: readonly TypingMistake[];
  lang: string;
}) {
  const words = passage.split(/\s+/u).filter(Boolean);
  const byWord = new Map<number, TypingMistake[]>();
  for (const mistake of mistakes) {
    const list = byWord.get(mistake.wordIndex) ?? [];
    list.push(mistake);
    byWord.set(mistake.wordIndex, list);
  }
  return (
    <p lang={lang} className="leading-9 break-words text-slate-900" data-testid="marked-passage">
      {words.map((word, i) => {
        const marks = byWord.get(i);
        if (!marks) return <span key={i}>{word} </span>;
        const full = marks.some((m) => m.weight >= 1);
        const title = marks
          .map((m) => `${mistakeName(m.kind)}${m.weight < 1 ? ' (half)' : ''}: typed “${m.typed}”`)
          .join('; ');
        return (
          <span key={i}>
            <mark
              title={title}
              className={`rounded px-0.5 ${full ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}
            >
              {word}
              <span className="ml-1 text-xs font-semibold">
                [{marks.map((m) => (m.typed ? m.typed : mistakeName(m.kind))).join(', ')}]
              </span>
            </mark>{' '}
          </span>
        );
      })}
    </p>
  );
}
