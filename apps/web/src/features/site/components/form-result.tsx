import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type SentNoticeProps = { title: string; message: string; againLabel: string; onAgain: () => void };

/** What replaces a form once it is sent: the server's thanks and a way to send another. */
export function SentNotice({ title, message, againLabel, onAgain }: SentNoticeProps) {
  return (
    <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-6">
      <h3 className="text-xl font-bold text-emerald-900">{title}</h3>
      <p className="mt-2 text-emerald-900">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}

/**
 * A form its thanks replace once sent. `again` ("Send another…") renders it afresh: empty
 * fields and a fetcher of its own, which holds no answer from before.
 */
export function SendAgain({ form }: { form: (again: () => void) => ReactNode }) {
  const [round, setRound] = useState(0);
  return <Fragment key={round}>{form(() => setRound((n) => n + 1))}</Fragment>;
}
