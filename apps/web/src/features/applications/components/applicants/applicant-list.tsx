import type { Applicant, JobStatus } from '@shuruaat/contract';
import { LoadMore } from '@/components/ui/load-more';
import type { ApplicantTab } from '@/lib/applicant-counts';
import { ApplicantRow } from './applicant-row';

const EMPTY: Record<ApplicantTab, { title: string; text: string }> = {
  active: {
    title: 'No applicants yet',
    text: 'When students apply, they appear here. A clear title and stipend bring more of them.',
  },
  applied: { title: 'No one waiting for review', text: 'Every new applicant has been looked at.' },
  shortlisted: { title: 'No one shortlisted yet', text: 'Shortlist applicants from All active.' },
  interview: { title: 'No interviews yet', text: 'Move shortlisted applicants to interview.' },
  hired: { title: 'No one hired yet', text: 'Applicants you hire are listed here.' },
  rejected: { title: 'No rejected applicants', text: 'Applicants you reject are listed here.' },
  withdrawn: {
    title: 'No withdrawn applications',
    text: 'Candidates who withdraw are listed here.',
  },
};

/** No one can apply to a listing that is not live, so "when students apply" would mislead. */
const NOT_LIVE: Record<'draft' | 'paused' | 'closed', { title: string; text: string }> = {
  draft: {
    title: 'This job is a draft',
    text: 'Candidates can apply once you publish it. Finish the listing from My jobs to publish.',
  },
  paused: {
    title: 'No applicants yet',
    text: 'This job is paused, so it is hidden from candidates. Resume it from My jobs to take applications.',
  },
  closed: { title: 'No applicants', text: 'This job closed before anyone applied.' },
};

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
  const { tab, applicants, checkedIds, onCheck, jobStatus } = props;
  if (applicants.length === 0) {
    const empty =
      tab === 'active' && jobStatus && jobStatus !== 'active' ? NOT_LIVE[jobStatus] : EMPTY[tab];
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
          Select all shown
        </label>
      ) : null}
      <ul className="space-y-3" aria-label="Applicants">
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
