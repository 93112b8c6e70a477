import { Link } from 'react-router';
import { ContentSections } from '../components/content-sections';
import { PageHero } from '../components/page-hero';
import { GRIEVANCE_OFFICER, PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../content/privacy';
import { TERMS_SECTIONS, TERMS_UPDATED } from '../content/terms';

export function PrivacyPage() {
  const officer = GRIEVANCE_OFFICER;
  return (
    <>
      <PageHero
        eyebrow={`Privacy notice · updated ${PRIVACY_UPDATED}`}
        title="Privacy notice"
        intro="What personal data Shuruaat collects, why, who sees it, how long we keep it and how you can use your rights under India's Digital Personal Data Protection Act, 2023."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ContentSections sections={PRIVACY_SECTIONS} />
        <section
          aria-labelledby="grievance-heading"
          className="mt-8 max-w-3xl rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="grievance-heading" className="text-2xl font-bold text-indigo-950">
            Grievance officer
          </h2>
          <p className="mt-3 text-slate-700">
            {officer.name}, {officer.title}
            <br />
            <a href={`mailto:${officer.email}`} className="text-indigo-800 underline">
              {officer.email}
            </a>
            <br />
            {officer.address}
          </p>
          <p className="mt-3 text-slate-700">{officer.responseTime}</p>
        </section>
      </div>
    </>
  );
}

export function TermsPage() {
  return (
    <>
      <PageHero
        eyebrow={`Terms of use · updated ${TERMS_UPDATED}`}
        title="Terms of use"
        intro="The rules that keep Shuruaat fair for candidates and employers."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p className="mb-8 max-w-3xl rounded-lg bg-indigo-50 p-4 text-indigo-950">
          How we handle personal data is set out in our{' '}
          <Link to="/privacy-policy" className="font-semibold underline">
            privacy notice
          </Link>
          , which is part of these terms.
        </p>
        <ContentSections sections={TERMS_SECTIONS} />
      </div>
    </>
  );
}
