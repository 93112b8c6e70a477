export type Step = { title: string; text: string };

/** Steps in order with a round number badge; the caller picks the grid for its layout. */
type Props = { steps: readonly Step[]; className: string; itemClassName?: string };

export function NumberedSteps({ steps, className, itemClassName = 'flex gap-4' }: Props) {
  return (
    <ol className={className}>
      {steps.map(({ title, text }, index) => (
        <li key={title} className={itemClassName}>
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-saffron-100 text-lg font-bold text-saffron-700"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-slate-700">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
