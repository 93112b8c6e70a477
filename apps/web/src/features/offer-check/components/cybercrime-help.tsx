import { CYBERCRIME_HELPLINE, CYBERCRIME_PORTAL } from '@shuruaat/contract';
import { OFFER_CHECK_TEXTS as T } from '../texts';

/** The national helpline and portal, always on the page: a victim needs them first. */
export function CybercrimeHelp() {
  return (
    <aside
      aria-labelledby="cybercrime-help-heading"
      className="h-fit rounded-xl border border-red-200 bg-white p-5"
    >
      <h2 id="cybercrime-help-heading" className="text-lg font-semibold text-indigo-950">
        {T.helpHeading}
      </h2>
      <p className="mt-3 text-3xl font-extrabold text-red-800">
        <a href={`tel:${CYBERCRIME_HELPLINE}`} className="underline">
          {CYBERCRIME_HELPLINE}
        </a>
      </p>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-800">
        {T.helpSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <a
        href={CYBERCRIME_PORTAL}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-block font-semibold text-indigo-800 underline"
      >
        {T.portalLink}
      </a>
    </aside>
  );
}
