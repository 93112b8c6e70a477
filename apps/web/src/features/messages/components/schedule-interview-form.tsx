import { INTERVIEW_MODES, type InterviewMode } from '@shuruaat/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toFailure } from '@/lib/failure';
import { messagesApi } from '../api';

const DURATIONS = [15, 30, 45, 60, 90];
const MODE_LABELS: Record<InterviewMode, string> = { online: 'Online', in_person: 'In person' };
const input =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-700 focus:outline-none';

type Props = { applicationId: string; onScheduled: () => void; onCancel: () => void };

/** The employer proposes a time in IST; a new proposal replaces any open one. */
export function ScheduleInterviewForm({ applicationId, onScheduled, onCancel }: Props) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('11:00');
  const [durationMinutes, setDuration] = useState(30);
  const [mode, setMode] = useState<InterviewMode>('online');
  const [location, setLocation] = useState('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await messagesApi.schedule(applicationId, {
        date,
        time,
        durationMinutes,
        mode,
        location,
        notes,
      });
      onScheduled();
    } catch (failure) {
      setError(toFailure(failure, 'The interview was not scheduled.').message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Schedule an interview"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 className="font-semibold text-indigo-950">Schedule an interview</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm font-medium text-slate-900">
          Date
          <input
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className={input}
          />
        </label>
        <label className="text-sm font-medium text-slate-900">
          Time (IST)
          <input
            type="time"
            required
            value={time}
            onChange={(e) => setTime(e.target.value)}
            className={input}
          />
        </label>
        <label className="text-sm font-medium text-slate-900">
          Length
          <select
            value={durationMinutes}
            onChange={(e) => setDuration(Number(e.target.value))}
            className={input}
          >
            {DURATIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="flex gap-4 text-sm text-slate-900">
        <legend className="mb-1 font-medium">Where</legend>
        {INTERVIEW_MODES.map((value) => (
          <label key={value} className="flex items-center gap-1">
            <input
              type="radio"
              name="mode"
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {MODE_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label className="block text-sm font-medium text-slate-900">
        {mode === 'online' ? 'Meeting link' : 'Address'}
        <input
          required
          value={location}
          maxLength={500}
          onChange={(e) => setLocation(e.target.value)}
          placeholder={
            mode === 'online' ? 'https://meet.google.com/…' : 'Office address, floor, landmark'
          }
          className={input}
        />
      </label>
      <label className="block text-sm font-medium text-slate-900">
        Notes for the candidate (optional)
        <textarea
          value={notes}
          maxLength={1000}
          rows={2}
          onChange={(e) => setNotes(e.target.value)}
          className={input}
        />
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'Scheduling…' : 'Send invitation'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
