import { ADMIN_MESSAGES, type ResumeAccessState } from '@shuruaat/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { failureMessage } from '@/lib/failure';
import { useAppDispatch } from '@/lib/redux-hooks';
import { dayMonthText } from '@/lib/format';
import { fetchAccessState, requestResumeAccess } from '../../trust-api';

/** Asking an admin for resume database access, from the screen that says it is missing. */
export function AccessRequest() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ResumeAccessState | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    void dispatch(fetchAccessState()).then((result) => {
      if (fetchAccessState.fulfilled.match(result)) setState(result.payload);
    });
  }, [dispatch]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsSending(true);
    setError(null);
    const result = await dispatch(requestResumeAccess(note.trim()));
    setIsSending(false);
    if (requestResumeAccess.fulfilled.match(result)) {
      setState(result.payload);
      setSent(result.payload.message);
    } else setError(failureMessage(result.payload, 'Failed to send the request'));
  }

  if (state?.requestedAt) {
    return (
      <p
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
      >
        {sent ?? ADMIN_MESSAGES.accessPending} Asked on {dayMonthText(state.requestedAt)}; you will
        get a notification when an admin decides.
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Ask for resume database access">
      <TextareaField
        label="What are you hiring for? (optional)"
        rows={3}
        maxLength={1000}
        value={note}
        placeholder="For example: 10 sales interns for our Pune and Nagpur stores this summer"
        onChange={(event) => setNote(event.target.value)}
      />
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" disabled={isSending}>
        Ask for access
      </Button>
    </form>
  );
}
