import type { Submission } from '@shuruaat/contract';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { momentText } from '@/lib/format';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { KIND_LABELS } from '../kind-labels';
import { openAttachedResume } from '../loaders';

type SubmissionItemProps = {
  submission: Submission;
  /** Its handled flag is being changed: the button waits. */
  isUpdating: boolean;
  onSetHandled: (handled: boolean) => void;
};

/** One submission: a summary line that opens to the whole message and its actions. */
export function SubmissionItem({ submission, isUpdating, onSetHandled }: SubmissionItemProps) {
  const { resume } = submission;
  const t = useT();

  const openResume = async () => {
    if (!resume) return;
    const link = await openAttachedResume(resume, t);
    if (link.ok) window.location.assign(link.data);
    else toast.error(localizeServerMessage(link.failure.message));
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 p-4">
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-900">
            {t(KIND_LABELS[submission.kind])}
          </span>
          {/* An offer reported from the public checker comes with no name or email. */}
          <span className="font-semibold text-slate-900">
            {submission.name || t('inbox.item.anonymous')}
          </span>
          <span className="text-sm text-slate-600">{momentText(submission.createdAt)}</span>
          {submission.handled ? (
            <span className="text-xs font-semibold text-emerald-800">
              {t('inbox.item.handled')}
            </span>
          ) : null}
          {/* Topic and opening words let an admin pick what to answer first without opening each. */}
          <span className="w-full text-sm">
            {submission.topic ? (
              <span className="font-medium text-slate-800">
                {t('inbox.item.topic', { topic: submission.topic })}{' '}
              </span>
            ) : null}
            <span className="break-words text-slate-600">{submission.preview}</span>
          </span>
        </summary>
        <div className="space-y-3 border-t border-slate-200 p-4">
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {submission.email ? (
              <div>
                <dt className="font-semibold text-slate-600">{t('inbox.item.email')}</dt>
                <dd>
                  <a href={`mailto:${submission.email}`} className="text-indigo-800 underline">
                    {submission.email}
                  </a>
                </dd>
              </div>
            ) : null}
            {submission.mobile ? (
              <div>
                <dt className="font-semibold text-slate-600">{t('inbox.item.mobile')}</dt>
                <dd>{submission.mobile}</dd>
              </div>
            ) : null}
            {submission.details.map((line) => (
              <div key={line.label}>
                <dt className="font-semibold text-slate-600">
                  {localizeServerMessage(line.label)}
                </dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
          <p className="break-words whitespace-pre-line text-slate-800">{submission.message}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              size="sm"
              variant={submission.handled ? 'outline' : 'secondary'}
              disabled={isUpdating}
              onClick={() => onSetHandled(!submission.handled)}
            >
              {submission.handled ? t('inbox.item.markNotHandled') : t('inbox.item.markHandled')}
            </Button>
            {resume ? (
              <Button size="sm" variant="outline" onClick={() => void openResume()}>
                {t('inbox.item.openResume', { version: resume.version })}
              </Button>
            ) : null}
          </div>
        </div>
      </details>
    </li>
  );
}
