import type { SuccessStory } from '@shuruaat/contract';
import type { ReactNode } from 'react';

export function StoryCard({ story, footer }: { story: SuccessStory; footer?: ReactNode }) {
  const what = story.kind === 'internship' ? 'Internship' : 'Job';
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-semibold text-saffron-700">
        {what} · {story.jobTitle}
        {story.companyName ? ` at ${story.companyName}` : ''}
      </p>
      <h3 className="mt-2 text-lg font-semibold text-indigo-950">{story.headline}</h3>
      <p className="mt-2 flex-1 whitespace-pre-line text-slate-800">{story.story}</p>
      <p className="mt-4 text-sm font-medium text-slate-700">— {story.name}</p>
      {footer}
    </article>
  );
}
