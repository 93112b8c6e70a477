import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/translate';

/** A part of a screen that has not loaded: "Loading..." while it does, else why it failed. */
export function InlineStatus({ isLoading, error }: { isLoading: boolean; error: string | null }) {
  const t = useT();
  if (!isLoading) return <Alert>{error}</Alert>;
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-indigo-900">
      <Spinner className="size-5" />
      {t('components.loading')}
    </p>
  );
}
