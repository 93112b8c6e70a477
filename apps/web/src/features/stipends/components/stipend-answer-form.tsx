import {
  STIPEND_ANSWERS,
  STIPEND_MESSAGES,
  STIPEND_NOTE_MAX,
  type StipendAnswer,
} from '@shuruaat/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';

type Props = {
  isBusy: boolean;
  onSend: (answer: StipendAnswer, note: string) => Promise<string | null>;
};

/** Yes / partly / no, with an optional note; the server's refusal is shown under the choice. */
export function StipendAnswerForm({ isBusy, onSend }: Props) {
  const t = useT();
  const id = useId();
  const [answer, setAnswer] = useState<StipendAnswer | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer) return setError(t('stipends.chooseAnswer'));
    setError(await onSend(answer, note));
  };
  return (
    <form onSubmit={(event) => void send(event)} className="mt-4 space-y-4" noValidate>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="font-medium text-slate-900">
          {localizeServerMessage(STIPEND_MESSAGES.question)}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {STIPEND_ANSWERS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 has-checked:border-indigo-900 has-checked:bg-indigo-50"
            >
              <input
                type="radio"
                name={`${id}-answer`}
                value={value}
                checked={answer === value}
                onChange={() => setAnswer(value)}
              />
              {t(`stipends.answer.${value}`)}
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </fieldset>
      <TextareaField
        label={t('stipends.note')}
        hint={t('stipends.noteHint', { max: STIPEND_NOTE_MAX })}
        value={note}
        maxLength={STIPEND_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
        className="max-w-xl"
      />
      <Button type="submit" variant="secondary" disabled={isBusy}>
        {t('stipends.send')}
      </Button>
    </form>
  );
}
