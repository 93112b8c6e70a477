import type { Project } from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { monthText } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n/translate';

export const projectDates = (t: Translate, project: Project) =>
  t('portfolio.card.dates', {
    start: monthText(project.startMonth),
    end: project.endMonth ? monthText(project.endMonth) : t('portfolio.card.present'),
  });

/** One project as an employer reads it; `actions` adds the owner's buttons. */
export function ProjectCard({ project, actions }: { project: Project; actions?: ReactNode }) {
  const t = useT();
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-indigo-950">{project.title}</h3>
        <p className="text-sm text-slate-600">{projectDates(t, project)}</p>
      </div>
      <p className="mt-1 text-sm font-medium text-slate-800">{project.role}</p>
      <p className="mt-2 whitespace-pre-line text-slate-800">{project.summary}</p>
      {project.skills.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('portfolio.card.skills')}>
          {project.skills.map((skill) => (
            <li key={skill} className="rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-900">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-4 text-sm">
        {project.codeUrl ? (
          <a
            href={project.codeUrl}
            target="_blank"
            rel="noreferrer nofollow"
            className="font-semibold text-indigo-800 underline"
          >
            {t('portfolio.card.code')}
          </a>
        ) : null}
        {project.demoUrl ? (
          <a
            href={project.demoUrl}
            target="_blank"
            rel="noreferrer nofollow"
            className="font-semibold text-indigo-800 underline"
          >
            {t('portfolio.card.demo')}
          </a>
        ) : null}
      </div>
      {actions ? <div className="mt-4 flex gap-3">{actions}</div> : null}
    </article>
  );
}
