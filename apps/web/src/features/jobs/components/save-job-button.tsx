import { useEffect } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useAppSelector } from '@/lib/redux-hooks';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';
import type { saveJobAction } from '../saved-jobs-loaders';
import { useIsSaved } from '../use-saved-job-ids';

type SaveJobButtonProps = {
  jobId: string;
  title: string;
  /** The state before any click here; else the page's saved ids tell. */
  isSavedAtFirst?: boolean;
  className?: string;
};

/**
 * Save or unsave a listing: a real form and button posting to the route's action (so it is a
 * plain control before and without the app's code), pressed while saved. Visitors get a link
 * to sign in that brings them back; employers and admins save nothing, so see nothing.
 */
export function SaveJobButton({
  jobId,
  title,
  isSavedAtFirst,
  className = '',
}: SaveJobButtonProps) {
  const t = useT();
  const role = useAppSelector((state) => state.auth.user?.role);
  const location = useLocation();
  const fetcher = useFetcher<typeof saveJobAction>();
  const isSavedOnPage = useIsSaved(jobId);
  const answer = fetcher.data;
  useEffect(() => {
    if (answer && !answer.ok) toast.error(localizeServerMessage(answer.failure.message));
  }, [answer]);
  if (role && role !== 'candidate') return null;

  const look = buttonClasses({
    variant: 'outline',
    size: 'sm',
    className: `relative z-10 ${className}`,
  });
  if (!role) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Link
        to={`/login?${new URLSearchParams({ returnTo: here }).toString()}`}
        state={{ from: location }}
        aria-label={t('jobs.save.signIn', { title })}
        className={look}
      >
        <BookmarkIcon isFilled={false} />
        {t('jobs.save.save')}
      </Link>
    );
  }

  // The click shows at once; the server's answer, or a refusal, settles it.
  const pending = fetcher.formData?.get('intent');
  const known = answer?.ok ? answer.data.isSaved : (isSavedAtFirst ?? isSavedOnPage);
  const isSaved = typeof pending === 'string' ? pending === 'save' : known;
  return (
    <fetcher.Form
      method="post"
      // A second click while the first is on its way would race it (save, then unsave, answered
      // in either order); it is ignored, so a double click saves once.
      onSubmit={(event) => {
        if (fetcher.state !== 'idle') event.preventDefault();
      }}
      className="relative z-10 inline-flex"
    >
      <input type="hidden" name="intent" value={isSaved ? 'unsave' : 'save'} />
      <input type="hidden" name="jobId" value={jobId} />
      <button
        type="submit"
        aria-pressed={isSaved}
        aria-label={t('jobs.save.label', { title })}
        className={look}
      >
        <BookmarkIcon isFilled={isSaved} />
        {isSaved ? t('jobs.save.saved') : t('jobs.save.save')}
      </button>
    </fetcher.Form>
  );
}

function BookmarkIcon({ isFilled }: { isFilled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill={isFilled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" strokeLinejoin="round" />
    </svg>
  );
}
