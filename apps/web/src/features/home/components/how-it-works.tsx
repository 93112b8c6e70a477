import { NumberedSteps } from '@/components/ui/numbered-steps';
import { useT } from '@/lib/i18n/translate';

const STEPS = [
  {
    title: 'home.how.accountTitle',
    text: 'home.how.accountText',
  },
  {
    title: 'home.how.resumeTitle',
    text: 'home.how.resumeText',
  },
  {
    title: 'home.how.applyTitle',
    text: 'home.how.applyText',
  },
];

export function HowItWorks() {
  const t = useT();
  const steps = STEPS.map((step) => ({ title: t(step.title), text: t(step.text) }));
  return (
    <section aria-labelledby="how-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="how-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t('home.how.heading')}
        </h2>
        <NumberedSteps steps={steps} className="mt-8 grid gap-6 md:grid-cols-3" />
      </div>
    </section>
  );
}
