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
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map(({ title, text }, index) => (
        <li key={title} className="flex gap-4 lg:flex-col">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-saffron-100 text-lg font-bold text-saffron-700"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-slate-700">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
