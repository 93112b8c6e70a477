import { NumberedSteps } from '@/components/ui/numbered-steps';

const STEPS = [
  {
    title: 'Add what you built',
    text: 'College projects, hackathon entries, freelance work or an app you made for your family’s shop: the title, what it does, your role and the skills you used.',
  },
  {
    title: 'Link the proof',
    text: 'Point to the code on GitHub or GitLab and a live demo, so an employer can check your work in a minute instead of taking your word for it.',
  },
  {
    title: 'Publish and send',
    text: 'Pick a handle for your public page, publish it, and tick “send my portfolio” when you apply. The employer sees it beside your resume.',
  },
];

export function PortfolioSteps() {
  return <NumberedSteps steps={STEPS} className="grid gap-6 md:grid-cols-3" />;
}

export const PORTFOLIO_TIPS = [
  'Lead with the project closest to the roles you want, not the oldest one.',
  'Say what you did, not what the team did: “built the payment screen in React”.',
  'Give numbers when you have them: users, speed, marks, money saved.',
  'Keep the demo link working; a dead link costs more than no link.',
];
