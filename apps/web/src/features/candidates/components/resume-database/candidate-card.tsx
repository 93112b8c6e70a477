import type { DatabaseCandidate } from '@shuruaat/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { degreeLine } from '@/lib/applicant-format';

const BIO_LENGTH = 180;

const excerpt = (text: string) =>
  text.length <= BIO_LENGTH ? text : `${text.slice(0, BIO_LENGTH).trimEnd()}…`;

type CandidateCardProps = {
  candidate: DatabaseCandidate;
  isOpening: boolean;
  onViewResume: (candidate: DatabaseCandidate) => void;
  onDownloadResume: (candidate: DatabaseCandidate) => void;
};

export function CandidateCard({
  candidate,
  isOpening,
  onViewResume,
  onDownloadResume,
}: CandidateCardProps) {
  const titleId = useId();
  const { fullName, skills, languages } = candidate;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={titleId} className="font-semibold break-words text-indigo-950">
        {fullName}
      </h2>
      <p className="text-sm text-slate-700">{degreeLine(candidate)}</p>
      {candidate.city ? <p className="text-sm text-slate-600">{candidate.city}</p> : null}
      {skills.length ? (
        <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li key={skill} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      {languages.length ? (
        <p className="text-sm text-slate-700">Speaks {languages.join(', ')}</p>
      ) : null}
      {candidate.bio ? <p className="text-sm text-slate-800">{excerpt(candidate.bio)}</p> : null}
      <div className="mt-auto flex gap-2 pt-2">
        {candidate.resume ? (
          <>
            <Button
              size="sm"
              variant="outline"
              // Kept focusable while the link is fetched, so focus does not fall back to the page.
              aria-disabled={isOpening || undefined}
              aria-label={`View resume of ${fullName}`}
              onClick={() => (isOpening ? undefined : onViewResume(candidate))}
            >
              {isOpening ? 'Opening…' : 'View resume'}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-disabled={isOpening || undefined}
              aria-label={`Download resume of ${fullName}`}
              onClick={() => (isOpening ? undefined : onDownloadResume(candidate))}
            >
              Download
            </Button>
          </>
        ) : (
          <p className="text-sm text-slate-600">No resume uploaded yet</p>
        )}
      </div>
    </article>
  );
}
