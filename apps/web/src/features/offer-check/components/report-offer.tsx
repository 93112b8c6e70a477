import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import type { offerCheckAction, OfferChange } from '../loaders';

/** Sends the checked offer to the admins' inbox, only when the visitor presses the button. */
export function ReportOffer({ text }: { text: string }) {
  const t = useT();
  const fetcher = useFetcher<typeof offerCheckAction>();
  const [source, setSource] = useState('');
  const answer = fetcher.data;
  const isSending = fetcher.state !== 'idle';

  function send() {
    const change: OfferChange = { intent: 'report', text, source };
    void fetcher.submit(change, { method: 'post', encType: 'application/json' });
  }

  return (
    <section
      aria-labelledby="report-offer-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="report-offer-heading" className="text-lg font-semibold text-indigo-950">
        {t('offer-check.reportHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('offer-check.reportLead')}</p>
      <div aria-live="polite">
        {answer?.ok && answer.data.intent === 'report' ? (
          <p role="status" className="mt-3 font-semibold text-emerald-800">
            {localizeServerMessage(answer.data.message)}
          </p>
        ) : null}
      </div>
      {answer?.ok ? null : (
        <div className="mt-3 space-y-3">
          <Alert>
            {answer && !answer.ok && !isSending
              ? localizeServerMessage(answer.failure.message)
              : null}
          </Alert>
          <TextField
            label={t('offer-check.sourceLabel')}
            hint={t('offer-check.sourceHint')}
            maxLength={300}
            value={source}
            onChange={(event) => setSource(event.target.value)}
          />
          <Button variant="outline" disabled={isSending} onClick={send}>
            {isSending ? t('offer-check.reporting') : t('offer-check.report')}
          </Button>
        </div>
      )}
    </section>
  );
}
