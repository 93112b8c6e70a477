import { dashboardPathFor, type Role } from '@shuruaat/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBrowserFetchEffect } from '@/lib/fetch-effect';
import { useAppDispatch } from '@/lib/redux-hooks';
import { fetchConsents } from '../api';

/**
 * Shown across the dashboard when the person has not agreed to the current privacy notice (it
 * changed since they signed up, or their account predates consent records), until they do.
 */
export function NoticeConsentBanner({ role }: { role: Role }) {
  const dispatch = useAppDispatch();
  const [needed, setNeeded] = useState(false);
  useBrowserFetchEffect(() => {
    void dispatch(fetchConsents()).then((result) => {
      if (fetchConsents.fulfilled.match(result)) setNeeded(result.payload.noticeConsentNeeded);
    });
  }, [dispatch]);
  if (!needed) return null;
  return (
    <div
      role="status"
      className="border-b border-saffron-300 bg-saffron-50 px-4 py-3 text-sm text-slate-900"
    >
      <p className="mx-auto max-w-6xl">
        Our privacy notice has changed since you last agreed to it.{' '}
        <Link
          to={`${dashboardPathFor(role)}/privacy`}
          className="font-semibold text-indigo-800 underline"
        >
          Review and agree
        </Link>
      </p>
    </div>
  );
}
