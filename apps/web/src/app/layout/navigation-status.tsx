import { MESSAGES } from '@shuruaat/contract';
import { useNavigation } from 'react-router';

/** While the next page's chunk loads, the current page stays and a bar shows progress. */
export function NavigationStatus() {
  const isLoading = useNavigation().state === 'loading';
  if (!isLoading) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-saffron-100">
      <div className="h-full w-1/3 animate-pulse bg-saffron-500" />
      <span className="sr-only">{MESSAGES.loading}</span>
    </div>
  );
}
