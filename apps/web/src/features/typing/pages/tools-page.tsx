import { Link } from 'react-router';

const TOOLS = [
  {
    to: '/tools/typing-test',
    name: 'Typing test in Hindi and English',
    text: 'Remington GAIL and InScript without a Hindi input method, 1 to 90 minutes, and exam presets for SSC, RRB, UPSSSC, CPCT and court posts — scored the way the exams score.',
  },
  {
    to: '/project-portfolio',
    name: 'Project portfolio builder',
    text: 'List what you built, your role, skills and links, publish a clean page and send it with your applications.',
  },
] as const;

/** /tools: the free tools for job seekers. */
export function ToolsPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-indigo-950">Free tools for job seekers</h1>
      <p className="mt-3 text-slate-700">
        Practise for typing tests and show employers what you can do — free, in your browser.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {TOOLS.map((tool) => (
          <li key={tool.to} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-bold text-indigo-950">
              <Link to={tool.to} className="hover:underline">
                {tool.name}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-700">{tool.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
