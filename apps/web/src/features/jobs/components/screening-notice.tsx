import type { ListingReview } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';

// The flags' words are the contract's (SCREENING_FLAG_LABELS), under its catalogue's keys.
function Flags({ review }: { review: ListingReview }) {
  const t = useT();
  if (review.flags.length === 0) return null;
  return (
    <>
      <p className="mt-2 font-medium">{t('jobs.screening.noticed')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {review.flags.map((flag) => (
          <li key={flag.code}>
            {t(`contract.screening.flag.${flag.code}`)}:{' '}
            <q className="break-words">{flag.evidence}</q>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Why screening holds, queued or rejected a listing, on the employer's own card. */
export function ScreeningNotice({ review }: { review: ListingReview | null }) {
  const t = useT();
  if (!review) return null;
  if (review.state === 'held')
    return (
      <div
        role="note"
        className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <p className="font-semibold">{t('jobs.screening.heldTitle')}</p>
        <p className="mt-1">{t('jobs.screening.heldBody')}</p>
        <Flags review={review} />
      </div>
    );
  if (review.state === 'rejected')
    return (
      <div
        role="note"
        className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950"
      >
        <p className="font-semibold">{t('jobs.screening.rejectedTitle')}</p>
        {review.reason ? <p className="mt-1 break-words">{review.reason}</p> : null}
        <p className="mt-1">{t('jobs.screening.rejectedBody')}</p>
      </div>
    );
  if (review.state === 'queued')
    return (
      <div
        role="note"
        className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
      >
        <p className="font-semibold">{t('jobs.screening.queuedTitle')}</p>
        <Flags review={review} />
      </div>
    );
  return null;
}
