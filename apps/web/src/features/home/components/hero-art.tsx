const CARDS = [
  { offset: 'translate-x-10 -rotate-6', accent: 'bg-india-green' },
  { offset: '-translate-x-4 rotate-3', accent: 'bg-indigo-400' },
  { offset: 'translate-x-6 -rotate-2', accent: 'bg-saffron-400' },
];

/** Decorative only: abstract opportunity cards, deliberately without invented listings. */
export function HeroArt() {
  return (
    <div aria-hidden="true" className="hidden flex-col justify-center gap-4 lg:flex">
      {CARDS.map(({ offset, accent }) => (
        <div
          key={accent}
          className={`${offset} flex items-center gap-4 rounded-2xl bg-white/95 p-5 shadow-xl shadow-indigo-950/40`}
        >
          <span className={`size-12 shrink-0 rounded-xl ${accent}`} />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-3 w-3/4 rounded-full bg-indigo-900/80" />
            <span className="h-2.5 w-1/2 rounded-full bg-slate-300" />
            <span className="flex gap-2">
              <span className="h-5 w-16 rounded-full bg-saffron-100" />
              <span className="h-5 w-12 rounded-full bg-indigo-100" />
            </span>
          </span>
        </div>
      ))}
    </div>
  );
}
