import { OFFER_TEXT_MAX_LENGTH, type OfferCheckResponse } from '@shuruaat/contract';
import { useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '@/lib/i18n/translate';
import { CybercrimeHelp } from '../components/cybercrime-help';
import { OfferResult } from '../components/offer-result';
import { ReportOffer } from '../components/report-offer';
import { offerCheckAction, type OfferChange } from '../loaders';
import { offerCheckCatalogue } from '../locales/catalogue';

/**
 * /tools/is-this-offer-real: the rules run on the server (POST /api/tools/offer-check), so the
 * page carries only this form: the engine's rules stay out of the browser.
 */
function OfferCheckPage() {
  const t = useT();
  const fetcher = useFetcher<typeof offerCheckAction>();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<{ text: string; result: OfferCheckResponse } | null>(null);
  const answer = fetcher.data;
  const isChecking = fetcher.state !== 'idle';
  const failure = answer && !answer.ok && !isChecking ? answer.failure : undefined;
  const result = answer?.ok && answer.data.intent === 'check' ? answer.data.result : null;
  if (result && checked?.result !== result) setChecked({ text, result });

  function check(event: FormEvent) {
    event.preventDefault();
    const change: OfferChange = { intent: 'check', text };
    void fetcher.submit(change, { method: 'post', encType: 'application/json' });
  }

  return (
    <>
      <PageHero
        eyebrow={t('offer-check.eyebrow')}
        title={t('offer-check.title')}
        lead={t('offer-check.lead')}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <form
            onSubmit={check}
            noValidate
            className="space-y-4"
            aria-label={t('offer-check.title')}
          >
            <TextareaField
              label={t('offer-check.fieldLabel')}
              hint={t('offer-check.fieldHint')}
              error={failure?.message}
              maxLength={OFFER_TEXT_MAX_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={10}
            />
            <Button type="submit" disabled={isChecking}>
              {isChecking ? t('offer-check.checking') : t('offer-check.check')}
            </Button>
          </form>
          <section
            aria-labelledby="offer-results-heading"
            aria-live="polite"
            aria-busy={isChecking}
          >
            {checked ? (
              <>
                <h2 id="offer-results-heading" className="mb-3 text-2xl font-bold text-indigo-950">
                  {t('offer-check.resultsHeading')}
                </h2>
                <OfferResult result={checked.result} />
              </>
            ) : null}
          </section>
          {checked && checked.result.flags.length > 0 ? (
            <ReportOffer key={checked.text} text={checked.text} />
          ) : null}
        </div>
        <CybercrimeHelp />
      </div>
    </>
  );
}

export const offerCheckPageRoute = {
  Component: OfferCheckPage,
  action: offerCheckAction,
  catalogue: offerCheckCatalogue,
};
