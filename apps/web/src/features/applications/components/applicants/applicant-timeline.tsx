import { EMPLOYER_STATUS_LABELS, type ApplicationEvent } from '@shuruaat/contract';
import { momentText } from '@/lib/format';

const EVENT_TEXT: Partial<Record<ApplicationEvent['status'], string>> = {
  applied: 'Applied',
  withdrawn: 'Withdrawn by the candidate',
};

export function ApplicantTimeline({ events }: { events: ApplicationEvent[] }) {
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-indigo-700"
          />
          <p className="text-sm font-semibold text-slate-900">
            {EVENT_TEXT[event.status] ?? `Moved to ${EMPLOYER_STATUS_LABELS[event.status]}`}
          </p>
          <p className="text-sm text-slate-600">
            <time dateTime={event.at}>{momentText(event.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
