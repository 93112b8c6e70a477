import { useT } from '@/lib/i18n/translate';
import { ContactForm } from '../components/contact-form';
import { LinkedText } from '../components/linked-text';
import { PageHero } from '../components/page-hero';
import { siteCatalogue } from '../locales/catalogue';
import { contactPageAction } from '../loaders';

const DETAILS = [
  { label: 'site.contact.email', value: 'support@shuruaat.in', href: 'mailto:support@shuruaat.in' },
  { label: 'site.contact.office', value: 'site.contact.officeAddress' },
  { label: 'site.contact.responseTime', value: 'site.contact.responseTimeValue' },
  {
    label: 'site.contact.privacyRequests',
    value: 'privacy@shuruaat.in',
    href: 'mailto:privacy@shuruaat.in',
  },
] as const;

function ContactPage() {
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t('site.contact.eyebrow')}
        title={t('site.contact.title')}
        intro={t('site.contact.intro')}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="form-heading">
          <h2 id="form-heading" className="mb-5 text-2xl font-bold text-indigo-950">
            {t('site.contact.formTitle')}
          </h2>
          <ContactForm />
        </section>
        <aside
          aria-labelledby="reach-heading"
          className="h-fit rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="reach-heading" className="text-lg font-semibold text-indigo-950">
            {t('site.contact.otherWays')}
          </h2>
          <dl className="mt-3 space-y-3">
            {DETAILS.map((d) => (
              <div key={d.label}>
                <dt className="text-sm font-semibold text-slate-600">{t(d.label)}</dt>
                <dd className="text-slate-900">
                  {'href' in d ? (
                    <a href={d.href} className="text-indigo-800 underline">
                      {d.value}
                    </a>
                  ) : (
                    t(d.value)
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-slate-700">
            <LinkedText
              id="site.contact.seeHelp"
              links={{
                help: { to: '/help', label: 'site.links.helpCentre' },
                faqs: { to: '/Faqs', label: 'site.links.faqs' },
              }}
            />
          </p>
        </aside>
      </div>
    </>
  );
}

export const contactPageRoute = {
  Component: ContactPage,
  action: contactPageAction,
  catalogue: siteCatalogue,
};
