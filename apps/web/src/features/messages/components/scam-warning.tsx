import type { MessageWarning, ScamFlagCode } from '@shuruaat/contract';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/translate';

type Props = { warning: MessageWarning; isBusy: boolean; onReport: () => void };

// The warning's words are the contract's (SCAM_WARNING_MESSAGES, SCAM_FLAG_TEXTS), shared with
// the offer checker, so they live in its catalogue under their keys.
const flagTitle = (code: ScamFlagCode) => `contract.scam.flag.${code}.title`;
const flagWhy = (code: ScamFlagCode) => `contract.scam.flag.${code}.why`;

/**
 * Shown to the candidate under an employer's message that asks for money or secrets: what was
 * asked (quoted), why it is a red flag, and a report in one tap.
 */
export function ScamWarning({ warning, isBusy, onReport }: Props) {
  const t = useT();
  const title = t('contract.scam.warningTitle');
  return (
    <div
      role="note"
      aria-label={title}
      className="mt-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">⚠️ {title}</p>
      <ul className="mt-2 space-y-2">
        {warning.flags.map((flag) => (
          <li key={flag.code}>
            <p className="font-medium">
              {t('messages.warning.flag', {
                title: t(flagTitle(flag.code)),
                evidence: flag.evidence,
              })}
            </p>
            <p>{t(flagWhy(flag.code))}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2">{t('contract.scam.warningAdvice')}</p>
      {warning.reported ? (
        <p className="mt-2 font-semibold" role="status">
          {t('contract.scam.reportedNote')}
        </p>
      ) : (
        <Button size="sm" variant="danger" className="mt-2" disabled={isBusy} onClick={onReport}>
          {t('contract.scam.reportAsScam')}
        </Button>
      )}
    </div>
  );
}
