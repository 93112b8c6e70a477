import { NumberedSteps } from '@/components/ui/numbered-steps';

const STEPS = [
  {
    title: 'Create your account',
    text: 'Sign up as a student or fresher and fill in your profile: college, skills and the cities you prefer.',
  },
  {
    title: 'Upload your resume',
    text: 'Add a PDF resume once. Employers see it only when you apply or choose to be found.',
  },
  {
    title: 'Apply and follow up',
    text: 'Answer each employer’s questions, then follow every application from your dashboard. Changed your mind? Withdraw it.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="how-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          How applying works
        </h2>
        <NumberedSteps steps={STEPS} className="mt-8 grid gap-6 md:grid-cols-3" />
      </div>
    </section>
  );
}
