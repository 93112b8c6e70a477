import { Link } from 'react-router';
import { ContentSections } from '../components/content-sections';
import { PageHero } from '../components/page-hero';
import type { PrivacyNoticeText, TermsText } from '../content/legal';
import { PRIVACY_NOTICE_EN } from '../content/privacy';
import { TERMS_EN } from '../content/terms';

/** The privacy notice in the language of `text`; each language's page imports only its own. */
export function PrivacyNotice({ text }: { text: PrivacyNoticeText }) {
  const officer = text.grievance;
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} intro={text.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ContentSections sections={text.sections} />
        <section
          aria-labelledby="grievance-heading"
          className="mt-8 max-w-3xl rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="grievance-heading" className="text-2xl font-bold text-indigo-950">
            {officer.heading}
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

/** The terms in the language of `text`. */
export function Terms({ text }: { text: TermsText }) {
  const note = text.privacyNote;
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} intro={text.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p className="mb-8 max-w-3xl rounded-lg bg-indigo-50 p-4 text-indigo-950">
          {note.before}
          <Link to={note.href} className="font-semibold underline">
            {note.link}
          </Link>
          {note.after}
        </p>
        <ContentSections sections={text.sections} />
      </div>
    </>
  );
}

export function PrivacyPage() {
  return <PrivacyNotice text={PRIVACY_NOTICE_EN} />;
}

export function TermsPage() {
  return <Terms text={TERMS_EN} />;
}
