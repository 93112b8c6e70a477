import { Link } from 'react-router';
import { ContactForm } from '../components/contact-form';
import { contactPageAction } from '../loaders';
import { PageHero } from '../components/page-hero';

const DETAILS = [
  { label: 'Email', value: 'support@shuruaat.in', href: 'mailto:support@shuruaat.in' },
  { label: 'Office', value: 'Koramangala, Bengaluru, Karnataka 560034' },
  { label: 'Response time', value: 'Within 2 working days, Monday to Saturday' },
  { label: 'Privacy requests', value: 'privacy@shuruaat.in', href: 'mailto:privacy@shuruaat.in' },
] as const;

function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title="Write to us"
        intro="Questions about a listing, your account, hiring, our programs or a story you are writing: every message reaches a person."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="form-heading">
          <h2 id="form-heading" className="mb-5 text-2xl font-bold text-indigo-950">
            Send a message
          </h2>
          <ContactForm />
        </section>
        <aside
          aria-labelledby="reach-heading"
          className="h-fit rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="reach-heading" className="text-lg font-semibold text-indigo-950">
            Other ways to reach us
          </h2>
          <dl className="mt-3 space-y-3">
            {DETAILS.map((d) => (
              <div key={d.label}>
                <dt className="text-sm font-semibold text-slate-600">{d.label}</dt>
                <dd className="text-slate-900">
                  {'href' in d ? (
                    <a href={d.href} className="text-indigo-800 underline">
                      {d.value}
                    </a>
                  ) : (
                    d.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-slate-700">
            Many answers are already in the{' '}
            <Link to="/help" className="font-semibold text-indigo-800 underline">
              help centre
            </Link>{' '}
            and the{' '}
            <Link to="/Faqs" className="font-semibold text-indigo-800 underline">
              FAQs
            </Link>
            .
          </p>
        </aside>
      </div>
    </>
  );
}

export const contactPageRoute = { Component: ContactPage, action: contactPageAction };
