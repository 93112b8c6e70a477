import { useT } from '@/lib/i18n/translate';
import { Button } from './button';
import { Spinner } from './spinner';

type LoadMoreProps = {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  /** Why the last page did not arrive: shown above the button, which then offers to try again. */
  error?: string | null;
  size?: 'sm' | 'md';
  variant?: 'outline' | 'ghost';
  isCentered?: boolean;
  className?: string;
};

/** The button under a cursor-paged list; nothing at all once the last page is in. */
export function LoadMore({
  hasMore,
  isLoading,
  onLoadMore,
  error,
  size = 'md',
  variant = 'outline',
  isCentered = false,
  className = '',
}: LoadMoreProps) {
  const t = useT();
  if (!hasMore && !error) return null;
  const align = isCentered ? 'items-center' : 'items-start';
  return (
    <div className={`flex flex-col gap-3 ${align} ${className}`}>
      {error ? (
        <p role="alert" className="text-center text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <Button variant={variant} size={size} onClick={onLoadMore} disabled={isLoading}>
        {isLoading ? (
          <>
            <Spinner className="size-4" />
            {t('components.loading')}
          </>
        ) : error ? (
          t('components.tryAgain')
        ) : (
          t('components.loadMore')
        )}
      </Button>
    </div>
  );
}
