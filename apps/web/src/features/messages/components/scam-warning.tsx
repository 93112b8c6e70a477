import { SCAM_FLAG_TEXTS, SCAM_WARNING_MESSAGES, type MessageWarning } from '@shuruaat/contract';
import { Button } from '@/components/ui/button';

type Props = { warning: MessageWarning; isBusy: boolean; onReport: () => void };

/**
 * Shown to the candidate under an employer's message that asks for money or secrets: what was
 * asked (quoted), why it is a red flag, and a report in one tap.
 */
export function ScamWarning({ warning, isBusy, onReport }: Props) {
  return (
    <div
      role="note"
      aria-label={SCAM_WARNING_MESSAGES.warningTitle}
      className="mt-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">⚠️ {SCAM_WARNING_MESSAGES.warningTitle}</p>
      <ul className="mt-2 space-y-2">
        {warning.flags.map((flag) => (
          <li key={flag.code}>
            <p className="font-medium">
              {SCAM_FLAG_TEXTS[flag.code].title}: “{flag.evidence}”
            </p>
            <p>{SCAM_FLAG_TEXTS[flag.code].why}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2">{SCAM_WARNING_MESSAGES.warningAdvice}</p>
      {warning.reported ? (
        <p className="mt-2 font-semibold" role="status">
          {SCAM_WARNING_MESSAGES.reportedNote}
        </p>
      ) : (
        <Button size="sm" variant="danger" className="mt-2" disabled={isBusy} onClick={onReport}>
          {SCAM_WARNING_MESSAGES.reportAsScam}
        </Button>
      )}
    </div>
  );
}
