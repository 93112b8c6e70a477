import { countOf } from '@shuruaat/contract';
import type { JobStatus, PostedJob } from '@shuruaat/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ADMIN_PATHS, formatDate } from '../format';
import { Badge } from './admin-page';

const STATUS: Record<JobStatus, { label: string; tone: 'green' | 'amber' | 'slate' | 'red' }> = {
  active: { label: 'Active', tone: 'green' },
  paused: { label: 'Paused', tone: 'amber' },
  draft: { label: 'Draft', tone: 'slate' },
  closed: { label: 'Closed', tone: 'red' },
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
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{job.title}</span>
            <Badge tone={status.tone}>{status.label}</Badge>
            {job.status === 'active' && !job.isAcceptingApplications ? (
              <Badge tone="amber">Apply-by passed</Badge>
            ) : null}
          </div>
          <p className="text-sm text-slate-700">
            {job.company.name}
            {job.company.verified ? ' · Verified' : ''}
          </p>
          <p className="text-sm text-slate-600">
            Posted {formatDate(job.createdAt)} · Apply by {formatDate(job.applyBy)} ·{' '}
            {countOf(job.applicantTotal, 'applicant')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {job.status !== 'draft' ? (
            <Link
              to={`/jobs/${job.slug}`}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50"
            >
              Open
            </Link>
          ) : null}
          <Link
            to={ADMIN_PATHS.editJob(job._id)}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50"
          >
            Edit
          </Link>
          {job.status === 'active' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={isBusy}
              onClick={() => onStatus('paused')}
            >
              Pause
            </Button>
          ) : null}
          {job.status === 'paused' || job.status === 'closed' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={isBusy}
              onClick={() => onStatus('active')}
            >
              Reopen
            </Button>
          ) : null}
          {job.status !== 'closed' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={isBusy}
              onClick={() => setPending({ kind: 'status', status: 'closed' })}
            >
              Close
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="danger"
            disabled={isBusy}
            onClick={() => setPending({ kind: 'delete' })}
          >
            Delete
          </Button>
        </div>
      </div>
      {pending?.kind === 'status' ? (
        <ConfirmDialog
          title={`Close “${job.title}”?`}
          confirmLabel="Close listing"
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => {
            onStatus(pending.status);
            close();
          }}
        >
          <p>
            It stops taking applications and leaves search. Applicants still waiting are told
            Shuruaat closed it; they keep their history.
          </p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'delete' ? (
        <ConfirmDialog
          title={`Delete “${job.title}”?`}
          confirmLabel="Delete job"
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => {
            onDelete();
            close();
          }}
        >
          <p>
            {job.applicantTotal > 0
              ? 'It has applications, so it is closed and hidden instead of erased: candidates keep their history, and those still waiting are told Shuruaat closed it.'
              : 'It has no applications and is removed for good.'}
          </p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
