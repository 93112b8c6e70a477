import { CYBERCRIME_HELPLINE, CYBERCRIME_PORTAL } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';

const HELP_STEPS = [
  'offer-check.helpStep1',
  'offer-check.helpStep2',
  'offer-check.helpStep3',
  'offer-check.helpStep4',
] as const;

/** The national helpline and portal, always on the page: a victim needs them first. */
export function CybercrimeHelp() {
  const t = useT();
  return (
    <aside
      aria-labelledby="cybercrime-help-heading"
      className="h-fit rounded-xl border border-red-200 bg-white p-5"
    >
      <h2 id="cybercrime-help-heading" className="text-lg font-semibold text-indigo-950">
        {t('offer-check.helpHeading')}
      </h2>
      <p className="mt-3 text-3xl font-extrabold text-red-800">
        <a href={`tel:${CYBERCRIME_HELPLINE}`} className="underline">
          {CYBERCRIME_HELPLINE}
        </a>
      </p>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-800">
        {HELP_STEPS.map((step) => (
          <li key={step}>{t(step, { helpline: CYBERCRIME_HELPLINE })}</li>
        ))}
      </ol>
      <a
        href={CYBERCRIME_PORTAL}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-block font-semibold text-indigo-800 underline"
      >
        {t('offer-check.portalLink')}
      </a>
    </aside>
  );
}
