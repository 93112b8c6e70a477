import type { Applicant, JobStatus } from '@shuruaat/contract';
import { LoadMore } from '@/components/ui/load-more';
import type { ApplicantTab } from '@/lib/applicant-counts';
import { ApplicantRow } from './applicant-row';
import { useT } from '@/lib/i18n/translate';

// Message ids: `.title` and `.text` of each (applications.empty.*).
const NOT_LIVE = new Set(['draft', 'paused', 'closed']);

type ApplicantListProps = {
  tab: ApplicantTab;
  jobStatus?: JobStatus | undefined;
  applicants: Applicant[];
  openId: string | null;
  checkedIds: ReadonlySet<string>;
  hasMore: boolean;
  isLoadingMore: boolean;
  onCheck: (userIds: string[], isChecked: boolean) => void;
  onOpen: (userId: string) => void;
  onLoadMore: () => void;
};

export function ApplicantList(props: ApplicantListProps) {
  const t = useT();
  const { tab, applicants, checkedIds, onCheck, jobStatus } = props;
  if (applicants.length === 0) {
    // No one can apply to a listing that is not live, so "when students apply" would mislead.
    const which = tab === 'active' && jobStatus && NOT_LIVE.has(jobStatus) ? jobStatus : tab;
    const empty = {
      title: t(`applications.empty.${which}.title`),
      text: t(`applications.empty.${which}.text`),
    };
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{empty.title}</h2>
        <p className="mt-2 text-slate-700">{empty.text}</p>
      </div>
    );
  }
  const selectable = applicants.filter((one) => one.status !== 'withdrawn').map((a) => a.userId);
  const isAllChecked = selectable.length > 0 && selectable.every((id) => checkedIds.has(id));
  return (
    <div className="space-y-3">
      {selectable.length ? (
        <label className="flex w-fit items-center gap-3 px-4 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={isAllChecked}
            onChange={(event) => onCheck(selectable, event.target.checked)}
            className="size-5 accent-indigo-800"
          />
          {t('applications.list.selectAll')}
        </label>
      ) : null}
      <ul className="space-y-3" aria-label={t('applications.list.label')}>
        {applicants.map((applicant) => (
          <li key={applicant._id}>
            <ApplicantRow
              applicant={applicant}
              isOpen={props.openId === applicant.userId}
              isChecked={checkedIds.has(applicant.userId)}
              onCheck={(userId, isChecked) => onCheck([userId], isChecked)}
              onOpen={props.onOpen}
            />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={props.hasMore}
        isLoading={props.isLoadingMore}
        onLoadMore={props.onLoadMore}
      />
    </div>
  );
}
