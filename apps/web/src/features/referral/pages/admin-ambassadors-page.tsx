import {
  AMBASSADOR_MESSAGES,
  AMBASSADOR_STATUSES,
  type AdminAmbassadorApplication,
  type AmbassadorApplication,
  type AmbassadorStatus,
} from '@shuruaat/contract';
import { useCallback, useState } from 'react';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadMore } from '@/components/ui/load-more';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { localizeServerMessage, useT, type Translate } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';
import { useActionCall } from '@/lib/use-action-call';
import { useOpeningSearch } from '@/lib/use-opening-search';
import { useLoadedView } from '@/lib/use-loaded-view';
import { usePagedList, type Page } from '@/lib/use-paged-list';
import {
  adminAmbassadorsAction,
  adminAmbassadorsLoader,
  ambassadorFilterFrom,
  ambassadorFilterQuery,
  findAmbassadorApplications,
  type AmbassadorFilter,
} from '../loaders';
import { referralCatalogue } from '../locales/catalogue';

const filters = (t: Translate) => [
  { value: '', label: t('referral.admin.all') },
  ...AMBASSADOR_STATUSES.map((s) => ({ value: s, label: t(`referral.admin.filter.${s}`) })),
];

function Applications({
  status,
  first,
}: {
  status: AmbassadorFilter;
  first: Page<AdminAmbassadorApplication>;
}) {
  const t = useT();
  const { call } = useActionCall<typeof adminAmbassadorsAction>();
  const [decided, setDecided] = useState<AmbassadorApplication>();
  const [rejecting, setRejecting] = useState<AdminAmbassadorApplication | null>(null);
  // The loader reads the first page again after a decision; the rows "Load more" added take it
  // here: a decided application leaves a list of another status.
  const apply = useCallback(
    (item: AdminAmbassadorApplication, outcome: AmbassadorApplication) => {
      if (item._id !== outcome._id) return item;
      if (status && outcome.status !== status) return null;
      return { ...item, status: outcome.status, decidedAt: outcome.decidedAt };
    },
    [status],
  );
  const list = usePagedList(
    first,
    (cursor) => findAmbassadorApplications(status, cursor),
    decided,
    apply,
  );

  async function decide(item: AdminAmbassadorApplication, decision: 'approved' | 'rejected') {
    const answer = await call({ id: item._id, body: { status: decision } });
    if (answer.ok) {
      setDecided(answer.data);
      toast.success(
        localizeServerMessage(
          decision === 'approved' ? AMBASSADOR_MESSAGES.approved : AMBASSADOR_MESSAGES.rejected,
        ),
      );
    } else toast.error(localizeServerMessage(answer.failure.message));
    setRejecting(null);
  }

  return (
    <>
      {list.items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-5 text-slate-700">{t('referral.admin.empty')}</p>
      ) : (
        <ul className="space-y-4">
          {list.items.map((item) => (
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
        hasMore={list.hasMore}
        isLoading={list.isLoadingMore}
        error={list.moreError}
        onLoadMore={list.loadMore}
      />
      {rejecting ? (
        <ConfirmDialog
          title={t('referral.admin.rejectTitle')}
          confirmLabel={t('referral.admin.reject')}
          onCancel={() => setRejecting(null)}
          onConfirm={() => void decide(rejecting, 'rejected')}
        >
          <p>{t('referral.admin.rejectText', { name: rejecting.applicant.displayName })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** /admin/dashboard/ambassadors: read applications and approve or reject them. */
function AdminAmbassadorsPage() {
  const t = useT();
  const { status, applications } = useLoaderData<typeof adminAmbassadorsLoader>();
  const { view, retry } = useLoadedView(applications);
  const [, setParams] = useSearchParams();
  const { search } = useLocation();
  // The filter being opened shows as chosen while its list loads.
  const opening = useOpeningSearch();
  const shown = opening ? ambassadorFilterFrom(opening) : status;

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-indigo-950">{t('referral.admin.title')}</h1>
      <SelectField
        label={t('referral.admin.show')}
        options={filters(t)}
        value={shown}
        onChange={(event) =>
          setParams(ambassadorFilterQuery(event.target.value as AmbassadorStatus | ''))
        }
        className="max-w-xs"
      />
      {view.status === 'failed' ? (
        <LoadFailed message={localizeServerMessage(view.message)} onRetry={retry} />
      ) : view.status === 'loading' ? (
        <p role="status" className="flex items-center gap-2">
          <Spinner className="size-5" /> {t('referral.admin.loading')}
        </p>
      ) : (
        <Applications key={search} status={status} first={view.data} />
      )}
    </div>
  );
}

export const adminAmbassadorsRoute = {
  Component: AdminAmbassadorsPage,
  loader: adminAmbassadorsLoader,
  action: adminAmbassadorsAction,
  catalogue: referralCatalogue,
};

type CardProps = { item: AdminAmbassadorApplication; onApprove: () => void; onReject: () => void };

function ApplicationCard({ item, onApprove, onReject }: CardProps) {
  const t = useT();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-indigo-950">{item.applicant.displayName}</h2>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 capitalize">
          {t(`referral.ambassador.statusName.${item.status}`)}
        </span>
      </div>
      <p className="text-sm text-slate-700">{item.applicant.email}</p>
      <p className="mt-2 text-sm text-slate-800">
        {t('referral.admin.details', {
          college: item.college,
          city: item.city,
          year: t(`referral.year.${item.yearOfStudy}`),
          count: item.referrals,
        })}
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
            {t('referral.admin.approve')}
          </Button>
          <Button size="sm" variant="outline" onClick={onReject}>
            {t('referral.admin.reject')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
