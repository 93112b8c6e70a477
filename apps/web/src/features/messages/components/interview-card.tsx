import { minutesText, type Interview } from '@shuruaat/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { pageLanguage, useT } from '@/lib/i18n/translate';
import { useActionCall } from '@/lib/use-action-call';
import type { conversationAction } from '../loaders';
import { INTERVIEW_MODE_IDS, INTERVIEW_STATUS_IDS, interviewWhen } from '../format';
import { conversationText } from '../server-text';
import { MessageBody } from './message-body';

type Props = { interview: Interview; isCandidate: boolean };

const STATUS_STYLE: Record<Interview['status'], string> = {
  proposed: 'bg-saffron-100 text-indigo-950',
  accepted: 'bg-emerald-100 text-emerald-900',
  reschedule_requested: 'bg-orange-100 text-orange-900',
  cancelled: 'bg-slate-100 text-slate-700',
};

/**
 * One interview: when and where, its answer, the calendar file, and the candidate's choices. An
 * answer goes through the conversation route's action, which reads the conversation again.
 */
export function InterviewCard({ interview, isCandidate }: Props) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const { call, isBusy: busy } = useActionCall<typeof conversationAction>();
  const [error, setError] = useState<string | null>(null);
  const open = interview.status !== 'cancelled';

  async function answer(choice: 'accept' | 'reschedule') {
    setError(null);
    const response = { answer: choice, note };
    const answered = await call({ intent: 'respond', interviewId: interview._id, response });
    if (answered.ok) setAsking(false);
    else setError(answered.failure.message);
  }

  return (
    <article
      aria-label={t('messages.interview.label')}
      className={`space-y-2 rounded-xl border p-4 ${open ? 'border-indigo-200 bg-indigo-50' : 'border-slate-200 bg-white opacity-75'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-indigo-950">
          {t('messages.interview.heading', { when: interviewWhen(interview.startsAt) })}
        </h3>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[interview.status]}`}
        >
          {t(INTERVIEW_STATUS_IDS[interview.status])}
        </span>
      </div>
      <p className="text-sm text-slate-800">
        {minutesText(interview.durationMinutes, pageLanguage())} ·{' '}
        {t(INTERVIEW_MODE_IDS[interview.mode])}
      </p>
      <div className="text-sm text-slate-800">
        <MessageBody body={interview.location} mine={false} />
      </div>
      {interview.notes ? (
        <p className="text-sm whitespace-pre-line text-slate-700">{interview.notes}</p>
      ) : null}
      {interview.candidateNote ? (
        <p className="text-sm text-slate-800">
          <span className="font-semibold">{t('messages.interview.candidateNote')}</span>{' '}
          {interview.candidateNote}
        </p>
      ) : null}
      {open ? (
        <a
          href={interview.icsUrl}
          download
          className="inline-block text-sm font-semibold text-indigo-800 underline"
        >
          {t('messages.interview.calendar')}
        </a>
      ) : null}
      {isCandidate && open && interview.status !== 'accepted' ? (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void answer('accept')}
          >
            {t('messages.interview.accept')}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setAsking(!asking)}>
            {t('messages.interview.askAnother')}
          </Button>
        </div>
      ) : null}
      {asking ? (
        <div className="space-y-2">
          <label
            htmlFor={`note-${interview._id}`}
            className="block text-sm font-medium text-slate-900"
          >
            {t('messages.interview.whichTimes')}
          </label>
          <textarea
            id={`note-${interview._id}`}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            rows={2}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          />
          <Button
            size="sm"
            disabled={busy || !note.trim()}
            onClick={() => void answer('reschedule')}
          >
            {t('messages.interview.sendRequest')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {conversationText(t, error)}
        </p>
      ) : null}
    </article>
  );
}
