import type { ApplicationEvent } from '@shuruaat/contract';
import { momentText } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n/translate';
import { employerStatusWords } from '../../applicant-words';

function eventWords(t: Translate, status: ApplicationEvent['status']): string {
  if (status === 'applied') return t('applications.timeline.applied');
  if (status === 'withdrawn') return t('applications.timeline.withdrawn');
  return t('applications.timeline.moved', { status: employerStatusWords(t, status) });
}

export function ApplicantTimeline({ events }: { events: ApplicationEvent[] }) {
  const t = useT();
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-indigo-700"
          />
          <p className="text-sm font-semibold text-slate-900">{eventWords(t, event.status)}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={event.at}>{momentText(event.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
