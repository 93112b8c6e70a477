import type { CompanyPublicProfile } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';

type Company = Pick<CompanyPublicProfile, 'name' | 'logoUrl' | 'verified'>;

/** The company's logo, or its initial on indigo when it has none. */
export function CompanyLogo({ company, size = 'size-12' }: { company: Company; size?: string }) {
  if (company.logoUrl) {
    return (
      <img
        src={company.logoUrl}
        alt=""
        loading="lazy"
        className={`${size} shrink-0 rounded-lg border border-slate-200 bg-white object-contain`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-lg bg-indigo-900 text-lg font-bold text-white`}
    >
      {company.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

export function VerifiedMark() {
  const t = useT();
  return (
    <svg
      role="img"
      aria-label={t('jobs.company.verified')}
      viewBox="0 0 20 20"
      className="inline size-4 shrink-0 align-[-2px] text-india-green"
    >
      <title>{t('jobs.company.verified')}</title>
      <path
        fill="currentColor"
        d="M10 1.5 12.4 3l2.8-.1 1 2.6 2.3 1.6-.8 2.7.8 2.7-2.3 1.6-1 2.6-2.8-.1L10 18.5 7.6 17l-2.8.1-1-2.6-2.3-1.6.8-2.7-.8-2.7 2.3-1.6 1-2.6 2.8.1z"
      />
      <path
        d="m6.5 10.2 2.3 2.3 4.7-4.9"
        fill="none"
        stroke="white"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CompanyName({ company }: { company: Company }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span>{company.name}</span>
      {company.verified ? <VerifiedMark /> : null}
    </span>
  );
}
