import { NumberedSteps } from '@/components/ui/numbered-steps';

const STEPS = [
  {
    title: 'Sign up as an employer',
    text: 'Create an account and choose “I want to hire”.',
  },
  {
    title: 'Complete your company profile',
    text: 'Add your company’s name, industry, city and what it does (posting opens once these are in), then your logo and website.',
  },
  {
    title: 'Post an internship or job',
    text: 'Describe the work, the skills, the pay and your screening questions; a preview shows what students will see.',
  },
  {
    title: 'Review applicants',
    text: 'Read each application’s answers and resume, then move the applicant along from applied to hired.',
  },
];

export function EmployerSteps() {
  return (
    <NumberedSteps
      steps={STEPS}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      itemClassName="flex gap-4 lg:flex-col"
    />
  );
}
