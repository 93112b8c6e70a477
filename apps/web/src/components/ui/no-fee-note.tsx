import { NO_FEE_PROMISE, OFFER_CHECK_PATH, TERMS_PATH } from '@shuruaat/contract';
import { Link } from 'react-router';

const LINK = 'font-semibold text-indigo-800 underline';

/**
 * "Shuruaat never asks for money, and no employer here may": said where students apply and in
 * every conversation (issue 27), with the terms that make asking for a fee an offence.
 */
export function NoFeeNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-700 ${className}`}>
      {NO_FEE_PROMISE}{' '}
      <Link to={TERMS_PATH} className={LINK}>
        Read the terms
      </Link>{' '}
      or{' '}
      <Link to={OFFER_CHECK_PATH} className={LINK}>
        check an offer you were sent
      </Link>
      .
    </p>
  );
}
