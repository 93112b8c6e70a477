import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGE_MAX_LENGTH,
  SendMessageBodySchema,
  type ConversationMessage,
} from '@shuruaat/contract';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/translate';
import { useActionCall } from '@/lib/use-action-call';
import { conversationText } from '../server-text';
import { isSent, type conversationAction, type ConversationChange } from '../loaders';

type Props = { onSent: (message: ConversationMessage) => void };

/**
 * Writing a message, or attaching a PDF or an image (checked again by the server), sent through
 * the conversation route's action: a message as JSON, a file as a multipart form.
 */
export function Composer({ onSent }: Props) {
  const t = useT();
  const { call, isBusy: busy } = useActionCall<typeof conversationAction>();
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, control, reset, formState } = useForm({
    resolver: zodResolver(SendMessageBodySchema),
    defaultValues: { body: '' },
  });
  const body = useWatch({ control, name: 'body' });

  async function run(change: FormData | ConversationChange) {
    setError(null);
    const answer = await call(change);
    if (!answer.ok) {
      setError(answer.failure.message);
      return false;
    }
    if (isSent(answer)) onSent(answer.data.sent);
    return true;
  }

  const submit = handleSubmit(async (values) => {
    if (await run({ intent: 'send', body: values.body })) reset({ body: '' });
  });

  async function attach(file: File | undefined) {
    if (file) {
      const form = new FormData();
      form.append('file', file);
      await run(form);
    }
    if (fileInput.current) fileInput.current.value = '';
  }

  const shown = error ?? formState.errors.body?.message;
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2">
      <label htmlFor="message-body" className="sr-only">
        {t('messages.composer.label')}
      </label>
      <textarea
        id="message-body"
        maxLength={MESSAGE_MAX_LENGTH}
        {...register('body')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && body.trim())
            void submit(event);
        }}
        rows={3}
        placeholder={t('messages.composer.placeholder')}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-700 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
      />
      {shown ? (
        <p role="alert" className="text-sm text-red-800">
          {conversationText(t, shown)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="cursor-pointer text-sm font-semibold text-indigo-800 underline">
          {t('messages.composer.attach')}
          <input
            ref={fileInput}
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/webp"
            className="sr-only"
            disabled={busy}
            onChange={(event) => void attach(event.target.files?.[0])}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={busy || !body.trim()}>
          {busy ? t('messages.composer.sending') : t('messages.composer.send')}
        </Button>
      </div>
    </form>
  );
}
