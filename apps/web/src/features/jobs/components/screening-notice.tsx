import { SCREENING_FLAG_LABELS, type ListingReview } from '@shuruaat/contract';

// This notice's words, in one place for translation.
const TEXT = {
  heldTitle: 'Under review: not public yet',
  heldBody:
    'Our screening found words that fake listings use. A Shuruaat admin will check this listing before students can see it. Employers on Shuruaat may never ask students for money.',
  queuedTitle: 'Live, and an admin will take a look',
  rejectedTitle: 'Rejected after review',
  rejectedBody: 'This listing was closed by Shuruaat and cannot be reopened.',
  noticed: 'What we noticed',
} as const;

function Flags({ review }: { review: ListingReview }) {
  if (review.flags.length === 0) return null;
  return (
    <>
      <p className="mt-2 font-medium">{TEXT.noticed}:</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {review.flags.map((flag) => (
          <li key={flag.code}>
            {SCREENING_FLAG_LABELS[flag.code]}: <q className="break-words">{flag.evidence}</q>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Why screening holds, queued or rejected a listing, on the employer's own card. */
export function ScreeningNotice({ review }: { review: ListingReview | null }) {
  if (!review) return null;
  if (review.state === 'held')
    return (
      <div
        role="note"
        className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <p className="font-semibold">{TEXT.heldTitle}</p>
        <p className="mt-1">{TEXT.heldBody}</p>
        <Flags review={review} />
      </div>
    );
  if (review.state === 'rejected')
    return (
      <div
        role="note"
        className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950"
      >
        <p className="font-semibold">{TEXT.rejectedTitle}</p>
        {review.reason ? <p className="mt-1 break-words">{review.reason}</p> : null}
        <p className="mt-1">{TEXT.rejectedBody}</p>
      </div>
    );
  if (review.state === 'queued')
    return (
      <div
        role="note"
        className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
      >
        <p className="font-semibold">{TEXT.queuedTitle}</p>
        <Flags review={review} />
      </div>
    );
  return null;
}
