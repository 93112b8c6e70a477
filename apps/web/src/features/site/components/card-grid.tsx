import type { Card } from '../content/types';

type CardGridProps = { cards: readonly Card[]; isNumbered?: boolean };

/** Short titled cards in a grid: values, steps, tracks, deliverables. */
export function CardGrid({ cards, isNumbered = false }: CardGridProps) {
  const List = isNumbered ? 'ol' : 'ul';
  return (
    <List className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card, index) => (
        <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          {isNumbered ? (
            <span className="mb-3 inline-flex size-8 items-center justify-center rounded-full bg-saffron-400 font-bold text-indigo-950">
              {index + 1}
            </span>
          ) : null}
          <h3 className="text-lg font-semibold text-indigo-950">{card.title}</h3>
          <p className="mt-2 text-slate-700">{card.text}</p>
        </li>
      ))}
    </List>
  );
}
