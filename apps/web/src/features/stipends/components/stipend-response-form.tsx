import { STIPEND_RESPONSE_MAX } from '@shuruaat/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '@/lib/i18n/translate';

type Props = { isBusy: boolean; onSend: (response: string) => Promise<string | null> };

/** The company's one response to a "partly" or "no"; what the server refuses stays typed. */
export function StipendResponseForm({ isBusy, onSend }: Props) {
  const t = useT();
  const [response, setResponse] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError((await onSend(response)) ?? undefined);
  };
  return (
    <form onSubmit={(event) => void send(event)} className="mt-4 space-y-3" noValidate>
      <TextareaField
        label={t('stipends.response')}
        hint={t('stipends.responseHint')}
        error={error}
        value={response}
        maxLength={STIPEND_RESPONSE_MAX}
        onChange={(event) => setResponse(event.target.value)}
        className="max-w-xl"
      />
      <Button type="submit" variant="secondary" disabled={isBusy}>
        {t('stipends.sendResponse')}
      </Button>
    </form>
  );
}
