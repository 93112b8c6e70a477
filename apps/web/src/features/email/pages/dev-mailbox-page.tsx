import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useLoadedView } from '@/lib/use-loaded-view';
import { momentText } from '@/lib/format';
import { useActionCall } from '@/lib/use-action-call';
import { LinkedText } from '../components/linked-text';
import {
  DevMailboxChangeSchema,
  devMailboxAction,
  devMailboxLoader,
  type DevMailboxChange,
} from '../loaders';

/**
 * Development only: the outbox, for reading mail without an SMTP server. On a production server
 * the API behind it does not exist, and this page says so.
 */
function DevMailboxPage() {
  const { to: shownFor, mailbox } = useLoaderData<typeof devMailboxLoader>();
  const [open, setOpen] = useState<string | null>(null);
  const { view: state, retry } = useLoadedView(mailbox);
  const { call } = useActionCall<typeof devMailboxAction>();
  // The filter goes through the route's action, which puts it in the address (?to=).
  const filter = useActionCall<typeof devMailboxAction>();
  const { register, handleSubmit, formState } = useForm<DevMailboxChange>({
    resolver: zodResolver(DevMailboxChangeSchema),
    // The field shows the filter in effect: the address's, after each filtering too.
    values: { intent: 'filter', to: shownFor },
  });
  const onFilter = handleSubmit((values) => void filter.call(values));
  // The outbox is read again after the action, as after any other.
  const runSchedules = async () => {
    const answer = await call({ intent: 'send-digests' } satisfies DevMailboxChange);
    if (answer instanceof Response) return;
    if (answer.ok) toast.success('Digests and alerts due in the next week were sent to the outbox');
    else toast.error(answer.failure.message);
  };

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-2xl font-bold text-indigo-950 sm:text-3xl">Development mailbox</h1>
        <p className="mt-2 text-slate-700">
          Every email the site has queued, newest first. Without SMTP_URL nothing is sent, so this
          is where password resets, confirmations and alerts arrive while developing.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form onSubmit={onFilter} noValidate className="flex flex-1 items-end gap-2">
          <TextField
            label="Recipient"
            type="email"
            className="flex-1"
            error={
              formState.errors && 'to' in formState.errors
                ? formState.errors.to?.message
                : undefined
            }
            {...register('to')}
          />
          <Button type="submit" variant="outline">
            Show
          </Button>
        </form>
        <Button variant="outline" onClick={() => void runSchedules()}>
          Send digests now
        </Button>
      </div>
      {state.status === 'loading' ? <PageLoader /> : null}
      {state.status === 'failed' ? (
        <LoadFailed
          message={`${state.message} (the mailbox exists only on a development server, opened on the machine it runs on)`}
          onRetry={retry}
        />
      ) : null}
      {state.status === 'ready' && state.data.messages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          No email yet.
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <ul className="space-y-3">
          {state.data.messages.map((mail) => (
            <li key={mail._id} className="rounded-xl border border-slate-200 bg-white">
              <button
                type="button"
                aria-expanded={open === mail._id}
                onClick={() => setOpen(open === mail._id ? null : mail._id)}
                className="w-full p-4 text-left"
              >
                <span className="block font-semibold text-slate-900">{mail.subject}</span>
                <span className="block text-sm text-slate-600">
                  To {mail.to} · {mail.kind} · {mail.status} · {momentText(mail.createdAt)}
                </span>
              </button>
              {open === mail._id ? (
                <pre className="overflow-x-auto border-t border-slate-200 p-4 text-sm whitespace-pre-wrap text-slate-800">
                  <LinkedText text={mail.text} />
                </pre>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export const devMailboxRoute = {
  Component: DevMailboxPage,
  loader: devMailboxLoader,
  action: devMailboxAction,
};
