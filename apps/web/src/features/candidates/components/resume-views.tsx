import type { ResumeView } from '@shuruaat/contract';
import { LoadMore } from '@/components/ui/load-more';
import { momentText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';

type ResumeViewsProps = {
  views: ResumeView[];
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
};

const VIA: Record<ResumeView['via'], string> = {
  application: 'candidates.views.viaApplication',
  database: 'candidates.views.viaDatabase',
};

/** Every company that opened the candidate's resume, newest first. */
export function ResumeViews({ views, hasMore, isLoading, onLoadMore }: ResumeViewsProps) {
  const t = useT();
  if (views.length === 0) {
    return <p className="text-sm text-slate-700">{t('candidates.views.none')}</p>;
  }
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200">
        {views.map((view) => (
          <li key={view._id} className="py-3 first:pt-0">
            <p className="font-medium text-slate-900">{view.company.name}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={view.viewedAt}>{momentText(view.viewedAt)}</time> ·{' '}
              {t(VIA[view.via], { version: view.version })}
            </p>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={hasMore} isLoading={isLoading} onLoadMore={onLoadMore} size="sm" />
    </div>
  );
}
