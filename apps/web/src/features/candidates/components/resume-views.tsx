import type { ResumeView } from '@shuruaat/contract';
import { LoadMore } from '@/components/ui/load-more';
import { momentText } from '@/lib/format';

type ResumeViewsProps = {
  views: ResumeView[];
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
};

const VIA: Record<ResumeView['via'], string> = {
  application: 'from your application',
  database: 'from the resume database',
};

/** Every company that opened the candidate's resume, newest first. */
export function ResumeViews({ views, hasMore, isLoading, onLoadMore }: ResumeViewsProps) {
  if (views.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        No company has opened your resume yet. When one does, you will see who and when here.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200">
        {views.map((view) => (
          <li key={view._id} className="py-3 first:pt-0">
            <p className="font-medium text-slate-900">{view.company.name}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={view.viewedAt}>{momentText(view.viewedAt)}</time> · {VIA[view.via]} ·
              version {view.version}
            </p>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={hasMore} isLoading={isLoading} onLoadMore={onLoadMore} size="sm" />
    </div>
  );
}
