import { zodResolver } from '@hookform/resolvers/zod';
import {
  minutesText,
  INTERVIEW_MODES,
  ScheduleInterviewBodySchema,
  type InterviewMode,
} from '@shuruaat/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { pageLanguage, useT } from '@/lib/i18n/translate';
import { useActionCall } from '@/lib/use-action-call';
import { INTERVIEW_MODE_IDS } from '../format';
import type { conversationAction } from '../loaders';
import { conversationText } from '../server-text';

const DURATIONS = [15, 30, 45, 60, 90];
const input =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-700 focus:outline-none';

type Props = { onScheduled: () => void; onCancel: () => void };

/**
 * The employer proposes a time in IST; a new proposal replaces any open one. Sent through the
 * conversation route's action, which reads the conversation again.
 */
export function ScheduleInterviewForm({ onScheduled, onCancel }: Props) {
  const t = useT();
  const { call, isBusy: busy } = useActionCall<typeof conversationAction>();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(ScheduleInterviewBodySchema),
    defaultValues: {
      date: '',
      time: '11:00',
      durationMinutes: 30,
      mode: 'online' as InterviewMode,
      location: '',
      notes: '',
    },
  });
  const mode = useWatch({ control, name: 'mode' });
  const { errors } = formState;

  const submit = handleSubmit(async (interview) => {
    setError(null);
    const answer = await call({ intent: 'schedule', interview });
    if (answer.ok) onScheduled();
    else setError(answer.failure.message);
  });

  const shown =
    error ??
    errors.date?.message ??
    errors.time?.message ??
    errors.durationMinutes?.message ??
    errors.mode?.message ??
    errors.location?.message ??
    errors.notes?.message;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('messages.schedule.title')}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 className="font-semibold text-indigo-950">{t('messages.schedule.title')}</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm font-medium text-slate-900">
          {t('messages.schedule.date')}
          <input type="date" required {...register('date')} className={input} />
        </label>
        <label className="text-sm font-medium text-slate-900">
          {t('messages.schedule.time')}
          <input type="time" required {...register('time')} className={input} />
        </label>
        <label className="text-sm font-medium text-slate-900">
          {t('messages.schedule.length')}
          <select {...register('durationMinutes', { valueAsNumber: true })} className={input}>
            {DURATIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutesText(minutes, pageLanguage())}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="flex gap-4 text-sm text-slate-900">
        <legend className="mb-1 font-medium">{t('messages.schedule.where')}</legend>
        {INTERVIEW_MODES.map((value) => (
          <label key={value} className="flex items-center gap-1">
            <input type="radio" value={value} {...register('mode')} />
            {t(INTERVIEW_MODE_IDS[value])}
          </label>
        ))}
      </fieldset>
      <label className="block text-sm font-medium text-slate-900">
        {mode === 'online' ? t('messages.schedule.link') : t('messages.schedule.address')}
        <input
          required
          maxLength={500}
          {...register('location')}
          placeholder={
            mode === 'online' ? 'https://meet.google.com/…' : t('messages.schedule.addressHint')
          }
          className={input}
        />
      </label>
      <label className="block text-sm font-medium text-slate-900">
        {t('messages.schedule.notes')}
        <textarea maxLength={1000} rows={2} {...register('notes')} className={input} />
      </label>
      {shown ? (
        <p role="alert" className="text-sm text-red-800">
          {conversationText(t, shown)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? t('messages.schedule.sending') : t('messages.schedule.send')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('messages.schedule.cancel')}
        </Button>
      </div>
    </form>
  );
}
