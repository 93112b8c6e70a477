import { minutesText, INTERVIEW_STATUS_LABELS, type Interview } from '@shuruaat/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useActionCall } from '@/lib/use-action-call';
import type { conversationAction } from '../loaders';
import { interviewWhen } from '../format';
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
      aria-label="Interview"
      className={`space-y-2 rounded-xl border p-4 ${open ? 'border-indigo-200 bg-indigo-50' : 'border-slate-200 bg-white opacity-75'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-indigo-950">
          Interview · {interviewWhen(interview.startsAt)}
        </h3>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[interview.status]}`}
        >
          {INTERVIEW_STATUS_LABELS[interview.status]}
        </span>
      </div>
      <p className="text-sm text-slate-800">
        {minutesText(interview.durationMinutes)} ·{' '}
        {interview.mode === 'online' ? 'Online' : 'In person'}
      </p>
      <div className="text-sm text-slate-800">
        <MessageBody body={interview.location} mine={false} />
      </div>
      {interview.notes ? (
        <p className="text-sm whitespace-pre-line text-slate-700">{interview.notes}</p>
      ) : null}
      {interview.candidateNote ? (
        <p className="text-sm text-slate-800">
          <span className="font-semibold">Candidate’s note:</span> {interview.candidateNote}
        </p>
      ) : null}
      {open ? (
        <a
          href={interview.icsUrl}
          download
          className="inline-block text-sm font-semibold text-indigo-800 underline"
        >
          Add to calendar (.ics)
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
            Accept
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setAsking(!asking)}>
            Ask for another time
          </Button>
        </div>
      ) : null}
      {asking ? (
        <div className="space-y-2">
          <label
            htmlFor={`note-${interview._id}`}
            className="block text-sm font-medium text-slate-900"
          >
            Which times suit you?
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
            Send request
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </article>
  );
}
