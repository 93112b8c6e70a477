import {
  VERIFICATION_EVIDENCE_LABELS,
  type AdminVerification,
  type VerificationStatus,
} from '@shuruaat/contract';
import { useState } from 'react';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { momentText } from '@/lib/format';
import { useLoadedView } from '@/lib/use-loaded-view';
import {
  verificationsAction,
  type VerificationDecision,
  type VerificationOutcome,
} from '../actions';
import { AdminPage, Badge, EmptyState } from '../components/admin-page';
import { ReasonDialog } from '../components/reason-dialog';
import { findVerifications, verificationsLoader } from '../loaders';
import { usePagedList, type Page } from '@/lib/use-paged-list';
import { useRowAction } from '../use-row-action';

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

type Decide = (decision: VerificationDecision) => void;

function RequestCard({
  request,
  isBusy,
  decide,
}: {
  request: AdminVerification;
  isBusy: boolean;
  decide: Decide;
}) {
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
            decide({ id: request._id, body: { decision: 'approve' } });
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
            decide({ id: request._id, body: { decision: 'reject', reason } });
            setDialog(null);
          }}
        >
          <p>The employer may send a new request with other evidence.</p>
        </ReasonDialog>
      ) : null}
    </li>
  );
}

// A decided request leaves the list it was decided in.
const dropDecided = (request: AdminVerification, outcome: VerificationOutcome) =>
  request._id === outcome.id ? null : request;

function Requests({
  status,
  first,
  decide,
  busyId,
  outcome,
}: {
  status: VerificationStatus;
  first: Page<AdminVerification>;
  decide: Decide;
  busyId: string | null;
  outcome: VerificationOutcome | undefined;
}) {
  const list = usePagedList(
    first,
    (cursor) => findVerifications(status, cursor),
    outcome,
    dropDecided,
  );
  return (
    <>
      {list.items.length === 0 ? (
        <EmptyState>
          {status === 'pending'
            ? 'No requests are waiting. Employers ask from their dashboard.'
            : 'No requests with this status.'}
        </EmptyState>
      ) : null}
      <ul className="space-y-3">
        {list.items.map((request) => (
          <RequestCard
            key={request._id}
            request={request}
            isBusy={busyId === request._id}
            decide={decide}
          />
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasMore}
        isLoading={list.isLoadingMore}
        error={list.moreError}
        onLoadMore={list.loadMore}
      />
    </>
  );
}

/** /admin/dashboard/verifications: employers' requests for the verified badge. */
function AdminVerificationsPage() {
  const { status, verifications } = useLoaderData<typeof verificationsLoader>();
  const { view } = useLoadedView(verifications);
  const [, setParams] = useSearchParams();
  const { search } = useLocation();
  const { act, busyId, outcome } = useRowAction<VerificationDecision, VerificationOutcome>();

  return (
    <AdminPage
      title="Employer verification"
      intro="Check the evidence: a website on the same domain as the employer’s sign-in email, or a GSTIN or CIN that names the company on the government register."
      outcome={outcome}
    >
      <div role="tablist" aria-label="Requests by status" className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            role="tab"
            aria-selected={status === tab.status}
            onClick={() =>
              setParams(tab.status === 'pending' ? {} : { status: tab.status }, { replace: true })
            }
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
      {view.status === 'failed' ? <Alert>{view.message}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' ? (
        <Requests
          key={search}
          status={status}
          first={view.data}
          decide={act}
          busyId={busyId}
          outcome={outcome?.ok ? outcome.data : undefined}
        />
      ) : null}
    </AdminPage>
  );
}

export const adminVerificationsRoute = {
  Component: AdminVerificationsPage,
  loader: verificationsLoader,
  action: verificationsAction,
};
