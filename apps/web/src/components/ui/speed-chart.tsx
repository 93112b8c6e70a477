import { useT } from '@/lib/i18n/translate';

/**
 * Speed per minute as a small SVG line chart, drawn here rather than with a chart library:
 * a 90-minute test is 90 points, which needs no more than a path and a few labels.
 */
export function SpeedChart({
  values,
  label,
  unit = 'WPM',
}: {
  values: readonly number[];
  label: string;
  unit?: string;
}) {
  const t = useT();
  if (values.length === 0) {
    return <p className="text-sm text-slate-600">{t('components.speedChart.empty')}</p>;
  }
  const width = 640;
  const height = 200;
  const pad = { left: 40, right: 12, top: 12, bottom: 28 };
  const top = Math.max(10, Math.ceil(Math.max(...values) / 10) * 10);
  const stepX = values.length > 1 ? (width - pad.left - pad.right) / (values.length - 1) : 0;
  const x = (i: number) =>
    pad.left + (values.length > 1 ? i * stepX : (width - pad.left - pad.right) / 2);
  const y = (v: number) => pad.top + (1 - v / top) * (height - pad.top - pad.bottom);
  const path = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`);
  const ticks = [0, top / 2, top];
  const every = Math.max(1, Math.ceil(values.length / 10));
  const average = values.reduce((sum, v) => sum + v, 0) / values.length;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={t('components.speedChart.summary', {
          label,
          first: values[0],
          last: values[values.length - 1],
          unit,
          minutes: values.length,
          average: average.toFixed(1),
        })}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
            />
            <text
              x={pad.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-slate-600 text-[11px]"
            >
              {tick}
            </text>
          </g>
        ))}
        {values.map((_, i) =>
          i % every === 0 || i === values.length - 1 ? (
            <text
              key={i}
              x={x(i)}
              y={height - 8}
              textAnchor="middle"
              className="fill-slate-600 text-[11px]"
            >
              {i + 1}
            </text>
          ) : null,
        )}
        <path d={path.join(' ')} fill="none" strokeWidth={2.5} className="stroke-indigo-700" />
        {values.length <= 30
          ? values.map((v, i) => (
              <circle key={i} cx={x(i)} cy={y(v)} r={3} className="fill-indigo-700" />
            ))
          : null}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">
        {t('components.speedChart.caption', { label, unit })}
      </figcaption>
    </figure>
  );
}
