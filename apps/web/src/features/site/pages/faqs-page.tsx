import { FAQS } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';
import { LinkedText } from '../components/linked-text';
import { PageHero } from '../components/page-hero';
import { siteCatalogue } from '../locales/catalogue';

/**
 * The questions come from the contract, which the server also writes as FAQPage data (FAQS, and
 * FAQS_HI on /hi/Faqs); each is said in the page's language by its place in that list
 * (`site.faqs.<n>.question`), and a test holds the catalogue to the contract's words.
 */
function FaqsPage() {
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t('site.faqs.eyebrow')}
        title={t('site.faqs.title')}
        intro={t('site.faqs.intro')}
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {FAQS.map((faq, index) => (
            <details key={faq.question} className="group p-5">
              <summary className="cursor-pointer list-none font-semibold text-indigo-950 marker:hidden">
                <span className="flex items-start justify-between gap-4">
                  {t(`site.faqs.${index + 1}.question`)}
                  <span
                    aria-hidden="true"
                    className="text-saffron-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 leading-relaxed text-slate-700">
                {t(`site.faqs.${index + 1}.answer`)}
              </p>
            </details>
          ))}
        </div>
        <p className="mt-6 text-slate-700">
          <LinkedText
            id="site.faqs.notFound"
            links={{
              help: { to: '/help', label: 'site.links.helpCentre' },
              contact: { to: '/contact', label: 'site.links.writeToUs' },
            }}
          />
        </p>
      </div>
    </>
  );
}

export const faqsPageRoute = { Component: FaqsPage, catalogue: siteCatalogue };
