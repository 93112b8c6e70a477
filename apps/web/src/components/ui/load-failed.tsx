import { useT } from '@/lib/i18n/translate';
import { Button } from './button';

/** A section whose data did not arrive: what went wrong, and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t('components.tryAgain')}
      </Button>
    </div>
  );
}
