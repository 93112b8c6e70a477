import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { TOOLS } from '../content/tools';

export function ToolsPage() {
  return (
    <>
      <PageHero
        eyebrow="Tools"
        title="Free tools for your first job"
        intro="Practise, show your work and learn from others — all free, most of them without an account."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid gap-4 sm:grid-cols-2">
          {TOOLS.map((tool) => (
            <li
              key={tool.to}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 className="text-xl font-semibold text-indigo-950">{tool.title}</h2>
              <p className="mt-2 flex-1 text-slate-700">{tool.text}</p>
              <Link to={tool.to} className="mt-4 font-semibold text-saffron-700 hover:underline">
                {tool.action} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
