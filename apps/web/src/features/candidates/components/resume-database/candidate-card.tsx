import type { DatabaseCandidate } from '@shuruaat/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { degreeLine } from '@/lib/applicant-format';
import { useT } from '@/lib/i18n/translate';

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
  const t = useT();
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
        <ul aria-label={t('resume-database.card.skills')} className="flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li key={skill} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      {languages.length ? (
        <p className="text-sm text-slate-700">
          {t('resume-database.card.speaks', { languages: languages.join(', ') })}
        </p>
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
              aria-label={t('resume-database.card.viewOf', { name: fullName })}
              onClick={() => (isOpening ? undefined : onViewResume(candidate))}
            >
              {isOpening ? t('resume-database.card.opening') : t('resume-database.card.view')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-disabled={isOpening || undefined}
              aria-label={t('resume-database.card.downloadOf', { name: fullName })}
              onClick={() => (isOpening ? undefined : onDownloadResume(candidate))}
            >
              {t('resume-database.card.download')}
            </Button>
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('resume-database.card.noResume')}</p>
        )}
      </div>
    </article>
  );
}
