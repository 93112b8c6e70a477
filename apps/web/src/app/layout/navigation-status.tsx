import { MESSAGES } from '@shuruaat/contract';
import { useNavigation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

/**
 * While the next page's chunk loads, the current page stays (no blank flash) and a spinner with
 * "Loading..." floats above it, as the spec asks of every lazy page.
 */
export function NavigationStatus() {
  const isLoading = useNavigation().state === 'loading';
  if (!isLoading) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-3 z-50 flex justify-center">
      <span className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-indigo-900 shadow-lg ring-1 ring-slate-200">
        <Spinner className="size-4" />
        {MESSAGES.loading}
      </span>
    </div>
  );
}
