import { Button } from '@/components/ui/button';
import { numberText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';

type BulkBarProps = {
  count: number;
  isBusy: boolean;
  onShortlist: () => void;
  onReject: () => void;
  onMessage: () => void;
  onClear: () => void;
};

/** Appears once applicants are ticked; stays in view at the bottom of the screen. */
export function BulkBar(props: BulkBarProps) {
  const t = useT();
  const { count, isBusy, onShortlist, onReject, onMessage, onClear } = props;
  return (
    <div
      role="region"
      aria-label={t('applications.bulk.label')}
      className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] sm:bottom-4 sm:mx-0 sm:rounded-xl sm:border"
    >
      <p className="mr-auto text-sm font-semibold text-slate-900" aria-live="polite">
        {t('applications.bulk.selected', { count: numberText(count) })}
      </p>
      <Button size="sm" variant="secondary" disabled={isBusy} onClick={onShortlist}>
        {t('applications.bulk.shortlist')}
      </Button>
      <Button size="sm" variant="outline" disabled={isBusy} onClick={onMessage}>
        {t('applications.bulk.message')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="border-red-700 text-red-700 hover:bg-red-50"
        disabled={isBusy}
        onClick={onReject}
      >
        {t('applications.bulk.reject')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t('applications.bulk.clear')}
      </Button>
    </div>
  );
}
