import { useT } from '@/lib/i18n/translate';
import { Spinner } from './spinner';

/** What a lazy page shows while its code downloads (spec: a spinner with "Loading..."). */
export function PageLoader() {
  const t = useT();
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center gap-3 text-indigo-900"
    >
      <Spinner className="size-8" />
      <span className="text-base font-medium">{t('components.loading')}</span>
    </div>
  );
}
