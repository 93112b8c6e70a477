import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/lib/i18n/translate';

const BENEFITS = ['home.employers.post', 'home.employers.review', 'home.employers.search'];

export function EmployerSection() {
  const t = useT();
  return (
    <section aria-labelledby="employer-heading" className="mx-auto max-w-6xl px-4 py-14">
      <div className="on-dark grid gap-8 rounded-2xl bg-gradient-to-br from-indigo-900 to-indigo-950 p-8 text-white sm:p-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <p className="text-sm font-semibold tracking-wide text-saffron-300 uppercase">
            {t('home.employers.eyebrow')}
          </p>
          <h2 id="employer-heading" className="mt-3 text-3xl font-bold">
            {t('home.employers.heading')}
          </h2>
          <ul className="mt-6 space-y-3 text-indigo-100">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-2 size-2 shrink-0 rounded-full bg-saffron-400"
                />
                {t(benefit)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col justify-center gap-3 lg:col-span-2">
          <ButtonLink to="/signup?role=employer" size="lg">
            {t('home.employers.start')}
          </ButtonLink>
          <ButtonLink
            to="/employerpage"
            size="lg"
            variant="outline"
            className="border-white text-white hover:bg-white/10"
          >
            {t('home.employers.how')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
