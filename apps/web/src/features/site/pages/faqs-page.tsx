import { FAQS } from '@shuruaat/contract';
import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';

/** The questions come from the contract, which the server also writes as FAQPage data. */
export function FaqsPage() {
  return (
    <>
      <PageHero
        eyebrow="Support · FAQs"
        title="Frequently asked questions"
        intro="Short answers to what students, freshers and employers ask us most."
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {FAQS.map((faq) => (
            <details key={faq.question} className="group p-5">
              <summary className="cursor-pointer list-none font-semibold text-indigo-950 marker:hidden">
                <span className="flex items-start justify-between gap-4">
                  {faq.question}
                  <span
                    aria-hidden="true"
                    className="text-saffron-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 leading-relaxed text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-6 text-slate-700">
          Did not find your answer? Search the{' '}
          <Link to="/help" className="font-semibold text-indigo-800 underline">
            help centre
          </Link>{' '}
          or{' '}
          <Link to="/contact" className="font-semibold text-indigo-800 underline">
            write to us
          </Link>
          .
        </p>
      </div>
    </>
  );
}
