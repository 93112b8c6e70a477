import {
  VERIFICATION_EVIDENCE_LABELS,
  type AdminVerification,
  type VerificationStatus,
} from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppDispatch } from '@/lib/redux-hooks';
import { momentText } from '@/lib/format';
import { AdminPage, Badge, EmptyState } from '../components/admin-page';
import { ReasonDialog } from '../components/reason-dialog';
import { useAdmin } from '../hooks';
import { decideVerification, fetchVerifications } from '../slice';

const TABS: { status: VerificationStatus; label: string }[] = [
  { status: 'pending', label: 'Waiting' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
  { status: 'revoked', label: 'Revoked' },
];

function evidenceLink(request: AdminVerification) {
  if (request.evidenceType === 'website') {
    const href = /^https?:\/\//i.test(request.evidence)
      ? request.evidence
      : `https://${request.evidence}`;
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all font-semibold text-indigo-800 underline"
      >
        {request.evidence}
      </a>
    );
  }
  const search =
    request.evidenceType === 'gstin'
      ? 'https://services.gst.gov.in/services/searchtp'
      : 'https://www.mca.gov.in/content/mca/global/en/mca/master-data/MDS.html';
  return (
    <>
      <span className="font-mono font-semibold">{request.evidence}</span>{' '}
      <a
        href={search}
        target="_blank"
        rel="noopener noreferrer"
        className="text-indigo-800 underline"
      >
        check on the government register
      </a>
    </>
  );
}

function RequestCard({ request, isBusy }: { request: AdminVerification; isBusy: boolean }) {
  const dispatch = useAppDispatch();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1 text-sm text-slate-700">
          <p className="text-base font-semibold text-slate-900">{request.company.name}</p>
          <p className="break-all">
            {request.employer.displayName} · {request.employer.email}
          </p>
          <p>
            {VERIFICATION_EVIDENCE_LABELS[request.evidenceType]}: {evidenceLink(request)}
          </p>
          {request.domainMatches === true ? (
            <p>
              <Badge tone="green">Website matches the sign-in email’s domain</Badge>
            </p>
          ) : null}
          {request.company.website ? <p>Website on profile: {request.company.website}</p> : null}
          {request.note ? <p className="whitespace-pre-line">Note: {request.note}</p> : null}
          {request.reason ? <p>Reason given: {request.reason}</p> : null}
          <p className="text-slate-600">Asked {momentText(request.createdAt)}</p>
        </div>
        {request.status === 'pending' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={isBusy}
              onClick={() => setDialog('approve')}
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={isBusy}
              onClick={() => setDialog('reject')}
            >
              Reject
            </Button>
          </div>
        ) : null}
      </div>
      {dialog === 'approve' ? (
        <ConfirmDialog
          title={`Verify ${request.company.name}?`}
          confirmLabel="Approve"
          isBusy={isBusy}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            void dispatch(decideVerification({ id: request._id, body: { decision: 'approve' } }));
            setDialog(null);
          }}
        >
          <p>
            Every listing of the company shows the verified badge at once, and the employer is told.
          </p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'reject' ? (
        <ReasonDialog
          title="Reject this request?"
          confirmLabel="Reject"
          reasonLabel="Reason (the employer sees this)"
          isBusy={isBusy}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => {
            void dispatch(
              decideVerification({ id: request._id, body: { decision: 'reject', reason } }),
            );
            setDialog(null);
          }}
        >
          <p>The employer may send a new request with other evidence.</p>
        </ReasonDialog>
      ) : null}
    </li>
  );
}

/** /admin/dashboard/verifications: employers' requests for the verified badge. */
export function AdminVerificationsPage() {
  const dispatch = useAppDispatch();
  const { verifications, busyId } = useAdmin();
  const [status, setStatus] = useState<VerificationStatus>('pending');
  useEffect(
    () => void dispatch(fetchVerifications({ filter: status, cursor: null })),
    [dispatch, status],
  );

  return (
    <AdminPage
      title="Employer verification"
      intro="Check the evidence: a website on the same domain as the employer’s sign-in email, or a GSTIN or CIN that names the company on the government register."
    >
      <div role="tablist" aria-label="Requests by status" className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            role="tab"
            aria-selected={status === tab.status}
            onClick={() => setStatus(tab.status)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
              status === tab.status
                ? 'bg-indigo-900 text-white'
                : 'bg-white text-indigo-900 ring-1 ring-indigo-200'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {verifications.error && verifications.items.length === 0 ? (
        <Alert>{verifications.error}</Alert>
      ) : null}
      {verifications.loading && verifications.items.length === 0 ? <PageLoader /> : null}
      {!verifications.loading && !verifications.error && verifications.items.length === 0 ? (
        <EmptyState>
          {status === 'pending'
            ? 'No requests are waiting. Employers ask from their dashboard.'
            : 'No requests with this status.'}
        </EmptyState>
      ) : null}
      <ul className="space-y-3">
        {verifications.items.map((request) => (
          <RequestCard key={request._id} request={request} isBusy={busyId === request._id} />
        ))}
      </ul>
      <LoadMore
        hasMore={verifications.nextCursor !== null}
        isLoading={verifications.loading && verifications.items.length > 0}
        error={verifications.items.length > 0 ? verifications.error : null}
        onLoadMore={() =>
          void dispatch(
            fetchVerifications({ filter: verifications.filter, cursor: verifications.nextCursor }),
          )
        }
      />
    </AdminPage>
  );
}
