import {
  AMBASSADOR_MESSAGES,
  AMBASSADOR_STATUSES,
  YEAR_OF_STUDY_LABELS,
  type AdminAmbassadorApplication,
  type AmbassadorStatus,
} from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadMore } from '@/components/ui/load-more';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { toast } from '@/lib/toast';
import { decideAmbassador, fetchAmbassadorApplications, initialReferralState } from '../slice';

const selectReview = (state: RootState) => (state.referral ?? initialReferralState).admin;

const FILTERS = [
  { value: '', label: 'All applications' },
  ...AMBASSADOR_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) })),
];

/** /admin/dashboard/ambassadors: read applications and approve or reject them. */
export function AdminAmbassadorsPage() {
  const dispatch = useAppDispatch();
  const admin = useAppSelector(selectReview);
  const [status, setStatus] = useState<AmbassadorStatus | ''>('pending');
  const [rejecting, setRejecting] = useState<AdminAmbassadorApplication | null>(null);
  const load = (cursor: string | null = null) =>
    void dispatch(fetchAmbassadorApplications({ status: status || undefined, cursor }));
  useEffect(() => load(), [status]); // eslint-disable-line react-hooks/exhaustive-deps -- reload on filter

  async function decide(item: AdminAmbassadorApplication, decision: 'approved' | 'rejected') {
    const result = await dispatch(decideAmbassador({ id: item._id, body: { status: decision } }));
    if (decideAmbassador.fulfilled.match(result)) {
      toast.success(
        decision === 'approved' ? AMBASSADOR_MESSAGES.approved : AMBASSADOR_MESSAGES.rejected,
      );
    } else toast.error(result.payload?.message ?? AMBASSADOR_MESSAGES.decide);
    setRejecting(null);
  }

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-indigo-950">Campus ambassadors</h1>
      <SelectField
        label="Show"
        options={FILTERS}
        value={status}
        onChange={(event) => setStatus(event.target.value as AmbassadorStatus | '')}
        className="max-w-xs"
      />
      {admin.status === 'failed' && admin.items.length === 0 ? (
        <LoadFailed message={admin.error ?? AMBASSADOR_MESSAGES.fetch} onRetry={() => load()} />
      ) : admin.status === 'loading' && admin.items.length === 0 ? (
        <p role="status" className="flex items-center gap-2">
          <Spinner className="size-5" /> Loading...
        </p>
      ) : admin.items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-5 text-slate-700">No applications here.</p>
      ) : (
        <ul className="space-y-4">
          {admin.items.map((item) => (
            <ApplicationCard
              key={item._id}
              item={item}
              onApprove={() => void decide(item, 'approved')}
              onReject={() => setRejecting(item)}
            />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={admin.nextCursor !== null}
        isLoading={admin.status === 'loading'}
        onLoadMore={() => load(admin.nextCursor)}
      />
      {rejecting ? (
        <ConfirmDialog
          title="Reject this application?"
          confirmLabel="Reject"
          onCancel={() => setRejecting(null)}
          onConfirm={() => void decide(rejecting, 'rejected')}
        >
          <p>{rejecting.applicant.displayName} will see that the application was not accepted.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

type CardProps = { item: AdminAmbassadorApplication; onApprove: () => void; onReject: () => void };

function ApplicationCard({ item, onApprove, onReject }: CardProps) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-indigo-950">{item.applicant.displayName}</h2>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 capitalize">
          {item.status}
        </span>
      </div>
      <p className="text-sm text-slate-700">{item.applicant.email}</p>
      <p className="mt-2 text-sm text-slate-800">
        {item.college}, {item.city} · {YEAR_OF_STUDY_LABELS[item.yearOfStudy]} · {item.referrals}{' '}
        referred sign-ups
      </p>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{item.why}</p>
      {item.socialLinks.length ? (
        <ul className="mt-2 text-sm">
          {item.socialLinks.map((link) => (
            <li key={link}>
              <a
                href={link}
                target="_blank"
                rel="noreferrer nofollow"
                className="break-all text-indigo-800 underline"
              >
                {link}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {item.status === 'pending' ? (
        <div className="mt-4 flex gap-3">
          <Button size="sm" onClick={onApprove}>
            Approve
          </Button>
          <Button size="sm" variant="outline" onClick={onReject}>
            Reject
          </Button>
        </div>
      ) : null}
    </li>
  );
}
