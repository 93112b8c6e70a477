import type { JobStatus, PostedJob } from '@shuruaat/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/translate';
import { ADMIN_PATHS, formatDate } from '../format';
import { Badge } from './admin-page';

const STATUS: Record<JobStatus, { label: string; tone: 'green' | 'amber' | 'slate' | 'red' }> = {
  active: { label: 'admin.jobStatus.active', tone: 'green' },
  paused: { label: 'admin.jobStatus.paused', tone: 'amber' },
  draft: { label: 'admin.jobStatus.draft', tone: 'slate' },
  closed: { label: 'admin.jobStatus.closed', tone: 'red' },
};

type Pending = { kind: 'status'; status: JobStatus } | { kind: 'delete' } | null;

/** One listing with what an admin may do to it: open, edit, pause, close, reopen, delete. */
export function AdminJobRow({
  job,
  isBusy,
  onStatus,
  onDelete,
}: {
  job: PostedJob;
  isBusy: boolean;
  onStatus: (status: JobStatus) => void;
  onDelete: () => void;
}) {
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const status = STATUS[job.status];
  const t = useT();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{job.title}</span>
            <Badge tone={status.tone}>{t(status.label)}</Badge>
            {job.status === 'active' && !job.isAcceptingApplications ? (
              <Badge tone="amber">{t('admin.job.applyByPassed')}</Badge>
            ) : null}
          </div>
          <p className="text-sm text-slate-700">
            {job.company.name}
            {job.company.verified ? ` · ${t('admin.user.verified')}` : ''}
          </p>
          <p className="text-sm text-slate-600">
            {t('admin.job.dates', {
              posted: formatDate(t, job.createdAt),
              applyBy: formatDate(t, job.applyBy),
              count: job.applicantTotal,
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {job.status !== 'draft' ? (
            <Link
              to={`/jobs/${job.slug}`}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50"
            >
              {t('admin.job.open')}
            </Link>
          ) : null}
          <Link
            to={ADMIN_PATHS.editJob(job._id)}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50"
          >
            {t('admin.job.edit')}
          </Link>
          {job.status === 'active' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={isBusy}
              onClick={() => onStatus('paused')}
            >
              {t('admin.job.pause')}
            </Button>
          ) : null}
          {job.status === 'paused' || job.status === 'closed' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={isBusy}
              onClick={() => onStatus('active')}
            >
              {t('admin.job.reopen')}
            </Button>
          ) : null}
          {job.status !== 'closed' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={isBusy}
              onClick={() => setPending({ kind: 'status', status: 'closed' })}
            >
              {t('admin.job.close')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="danger"
            disabled={isBusy}
            onClick={() => setPending({ kind: 'delete' })}
          >
            {t('admin.delete')}
          </Button>
        </div>
      </div>
      {pending?.kind === 'status' ? (
        <ConfirmDialog
          title={t('admin.job.closeTitle', { title: job.title })}
          confirmLabel={t('admin.job.closeListing')}
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => {
            onStatus(pending.status);
            close();
          }}
        >
          <p>{t('admin.job.closeBody')}</p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('admin.job.deleteTitle', { title: job.title })}
          confirmLabel={t('admin.job.deleteJob')}
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => {
            onDelete();
            close();
          }}
        >
          <p>
            {job.applicantTotal > 0
              ? t('admin.job.deleteWithApplications')
              : t('admin.job.deleteForGood')}
          </p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
