import type {
  AdminVerification,
  VerificationEvidence,
  VerificationStatus,
} from '@shuruaat/contract';
import { useState } from 'react';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { momentText } from '@/lib/format';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
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
import { adminCatalogue } from '../locales/catalogue';

const TABS: { status: VerificationStatus; label: string }[] = [
  { status: 'pending', label: 'admin.verifications.tab.pending' },
  { status: 'approved', label: 'admin.verifications.tab.approved' },
  { status: 'rejected', label: 'admin.verifications.tab.rejected' },
  { status: 'revoked', label: 'admin.verifications.tab.revoked' },
];

const EVIDENCE_LABELS: Record<VerificationEvidence, string> = {
  website: 'admin.verifications.evidence.website',
  gstin: 'admin.verifications.evidence.gstin',
  cin: 'admin.verifications.evidence.cin',
};

function EvidenceLink({ request }: { request: AdminVerification }) {
  const t = useT();
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
        {t('admin.verifications.checkRegister')}
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
  const t = useT();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1 text-sm text-slate-700">
          <p className="text-base font-semibold text-slate-900">{request.company.name}</p>
          <p className="break-all">
            {request.employer.displayName} · {request.employer.email}
          </p>
          <p>
            {t('admin.verifications.evidenceOf', {
              kind: t(EVIDENCE_LABELS[request.evidenceType]),
            })}{' '}
            <EvidenceLink request={request} />
          </p>
          {request.domainMatches === true ? (
            <p>
              <Badge tone="green">{t('admin.verifications.domainMatches')}</Badge>
            </p>
          ) : null}
          {request.company.website ? (
            <p>{t('admin.verifications.website', { website: request.company.website })}</p>
          ) : null}
          {request.note ? (
            <p className="whitespace-pre-line">
              {t('admin.verifications.note', { note: request.note })}
            </p>
          ) : null}
          {request.reason ? (
            <p>{t('admin.verifications.reason', { reason: request.reason })}</p>
          ) : null}
          <p className="text-slate-600">
            {t('admin.verifications.asked', { when: momentText(request.createdAt) })}
          </p>
        </div>
        {request.status === 'pending' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={isBusy}
              onClick={() => setDialog('approve')}
            >
              {t('admin.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={isBusy}
              onClick={() => setDialog('reject')}
            >
              {t('admin.reject')}
            </Button>
          </div>
        ) : null}
      </div>
      {dialog === 'approve' ? (
        <ConfirmDialog
          title={t('admin.verifications.approveTitle', { company: request.company.name })}
          confirmLabel={t('admin.approve')}
          isBusy={isBusy}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            decide({ id: request._id, body: { decision: 'approve' } });
            setDialog(null);
          }}
        >
          <p>{t('admin.verifications.approveBody')}</p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'reject' ? (
        <ReasonDialog
          title={t('admin.verifications.rejectTitle')}
          confirmLabel={t('admin.reject')}
          reasonLabel={t('admin.reason.employerSees')}
          isBusy={isBusy}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => {
            decide({ id: request._id, body: { decision: 'reject', reason } });
            setDialog(null);
          }}
        >
          <p>{t('admin.verifications.rejectBody')}</p>
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
  const t = useT();
  const list = usePagedList(
    first,
    (cursor) => findVerifications(status, cursor, t),
    outcome,
    dropDecided,
  );
  return (
    <>
      {list.items.length === 0 ? (
        <EmptyState>
          {status === 'pending'
            ? t('admin.verifications.emptyPending')
            : t('admin.verifications.empty')}
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
  const t = useT();

  return (
    <AdminPage
      title={t('admin.verifications.title')}
      intro={t('admin.verifications.intro')}
      outcome={outcome}
    >
      <div
        role="tablist"
        aria-label={t('admin.verifications.tabs')}
        className="flex flex-wrap gap-2"
      >
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
            {t(tab.label)}
          </button>
        ))}
      </div>
      {view.status === 'failed' ? <Alert>{localizeServerMessage(view.message)}</Alert> : null}
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
  catalogue: adminCatalogue,
};
