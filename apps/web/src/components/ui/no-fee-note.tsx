import { OFFER_CHECK_PATH, TERMS_PATH } from '@shuruaat/contract';
import { Link } from 'react-router';
import { messageWithParts } from '@/lib/i18n/message-parts';
import { useT } from '@/lib/i18n/translate';

const LINK = 'font-semibold text-indigo-800 underline';

/**
 * "Shuruaat never asks for money, and no employer here may": said where students apply and in
 * every conversation (issue 27), with the terms that make asking for a fee an offence.
 */
export function NoFeeNote({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <p className={`text-sm text-slate-700 ${className}`}>
      {t('contract.scam.noFeePromise')}{' '}
      {messageWithParts(
        t,
        'components.noFee.next',
        {},
        {
          terms: (
            <Link to={TERMS_PATH} className={LINK}>
              {t('components.noFee.terms')}
            </Link>
          ),
          check: (
            <Link to={OFFER_CHECK_PATH} className={LINK}>
              {t('components.noFee.check')}
            </Link>
          ),
        },
      )}
    </p>
  );
}
