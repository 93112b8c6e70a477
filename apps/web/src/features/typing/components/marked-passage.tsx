import type { TypingMistake } from '@shuruaat/contract';
import { useT, type Translate } from '@/lib/i18n/translate';

const KIND_NAMES: Record<string, string> = {
  omission: 'typing.mistake.omission',
  addition: 'typing.mistake.addition',
  substitution: 'typing.mistake.substitution',
  spelling: 'typing.mistake.spelling',
  repetition: 'typing.mistake.repetition',
  capitalisation: 'typing.mistake.capitalisation',
  punctuation: 'typing.mistake.punctuation',
  spacing: 'typing.mistake.spacing',
  transposition: 'typing.mistake.transposition',
  incomplete: 'typing.mistake.incomplete',
  'extra-space': 'typing.mistake.extraSpace',
  paragraph: 'typing.mistake.paragraph',
};

/** A mistake's kind in words; a kind the engine adds later shows as its key. */
export const mistakeName = (t: Translate, kind: string) => {
  const id = KIND_NAMES[kind];
  return id ? t(id) : kind;
};

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
  const t = useT();
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
          .map((m) =>
            t(m.weight < 1 ? 'typing.mistake.typedHalf' : 'typing.mistake.typed', {
              kind: mistakeName(t, m.kind),
              typed: m.typed,
            }),
          )
          .join('; ');
        return (
          <span key={i}>
            <mark
              title={title}
              className={`rounded px-0.5 ${full ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}
            >
              {word}
              <span className="ml-1 text-xs font-semibold">
                [{marks.map((m) => (m.typed ? m.typed : mistakeName(t, m.kind))).join(', ')}]
              </span>
            </mark>{' '}
          </span>
        );
      })}
    </p>
  );
}
