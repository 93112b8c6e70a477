import { NumberedSteps } from '@/components/ui/numbered-steps';
import { useT } from '@/lib/i18n/translate';

const STEPS = ['add', 'proof', 'publish'];

export function PortfolioSteps() {
  const t = useT();
  const steps = STEPS.map((step) => ({
    title: t(`portfolio.steps.${step}.title`),
    text: t(`portfolio.steps.${step}.text`),
  }));
  return <NumberedSteps steps={steps} className="grid gap-6 md:grid-cols-3" />;
}

/** The tips' message ids, said where they are listed. */
export const PORTFOLIO_TIPS = [
  'portfolio.tips.lead',
  'portfolio.tips.you',
  'portfolio.tips.numbers',
  'portfolio.tips.demo',
];
