import { MESSAGE_MAX_LENGTH, type ConversationMessage } from '@shuruaat/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toFailure } from '@/lib/failure';
import { messagesApi } from '../api';

type Props = { applicationId: string; onSent: (message: ConversationMessage) => void };

/** Writing a message, or attaching a PDF or an image (checked again by the server). */
export function Composer({ applicationId, onSent }: Props) {
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function run(send: () => Promise<{ sent: ConversationMessage }>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      onSent((await send()).sent);
      return true;
    } catch (failure) {
      setError(toFailure(failure, fallback).message);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    const sent = await run(() => messagesApi.send(applicationId, body), 'Message not sent.');
    if (sent) setBody('');
  }

  async function attach(file: File | undefined) {
    if (file) await run(() => messagesApi.sendFile(applicationId, file), 'File not sent.');
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2">
      <label htmlFor="message-body" className="sr-only">
        Your message
      </label>
      <textarea
        id="message-body"
        value={body}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
        }}
        rows={3}
        placeholder="Write a message…"
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-700 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
      />
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="cursor-pointer text-sm font-semibold text-indigo-800 underline">
          Attach PDF or image
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
          {busy ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
