import type { ApplicationEvent } from '@shuruaat/contract';
import { momentText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';

/** Every status change, oldest first, each with its date and time in India. */
export function Timeline({ events }: { events: ApplicationEvent[] }) {
  const t = useT();
  return (
    <ol className="relative space-y-3 border-l-2 border-slate-200 pl-5">
      {events.map((event, index) => (
        <li key={`${event.status}-${event.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-white bg-indigo-700"
          />
          <p className="text-sm font-semibold text-slate-900">
            {t(`applications.status.${event.status}`)}
          </p>
          <p className="text-sm text-slate-600">
            <time dateTime={event.at}>{momentText(event.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
