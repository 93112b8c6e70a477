import {
  countOf,
  CATEGORY_LABELS,
  PERK_LABELS,
  todayInIndia,
  type JobDetailResponse,
} from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { HtmlContent } from '@/components/ui/html-content';
import { whoCanApply } from '../who-can-apply';
import { Badge } from './badges';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="mb-3 text-lg font-semibold text-indigo-950">{title}</h2>
      {children}
    </section>
  );
}

/** What the work is, what it asks for and what it gives. */
export function JobDetails({ detail, now }: { detail: JobDetailResponse; now?: Date }) {
  const { job } = detail;
  const questions = job.questions.length;
  return (
    <>
      <Section title={`About the ${job.kind === 'job' ? 'job' : 'internship'}`}>
        <p className="mb-3 text-sm text-slate-600">{CATEGORY_LABELS[job.category]}</p>
        <HtmlContent html={detail.descriptionHtml} />
      </Section>
      {job.skills.length ? (
        <Section title="Skills required">
          <ul className="flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <Badge key={skill}>{skill}</Badge>
            ))}
          </ul>
        </Section>
      ) : null}
      {job.perks.length ? (
        <Section title="Perks">
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {job.perks.map((perk) => (
              <li key={perk}>{PERK_LABELS[perk]}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title="Who can apply">
        <p className="text-slate-800">Candidates who:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {whoCanApply(job, todayInIndia(now)).map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">
          {questions
            ? `You'll answer ${countOf(questions, 'question')} from the employer when you apply.`
            : 'No screening questions: apply with your profile.'}
        </p>
      </Section>
    </>
  );
}
