import type { SuccessStory } from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/translate';

export function StoryCard({ story, footer }: { story: SuccessStory; footer?: ReactNode }) {
  const t = useT();
  const kind = t(story.kind === 'internship' ? 'stories.card.internship' : 'stories.card.job');
  const title = story.jobTitle;
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-semibold text-saffron-700">
        {story.companyName
          ? t('stories.card.roleAt', { kind, title, company: story.companyName })
          : t('stories.card.role', { kind, title })}
      </p>
      <h3 className="mt-2 text-lg font-semibold text-indigo-950">{story.headline}</h3>
      <p className="mt-2 flex-1 whitespace-pre-line text-slate-800">{story.story}</p>
      <p className="mt-4 text-sm font-medium text-slate-700">— {story.name}</p>
      {footer}
    </article>
  );
}
