import type { ContentSection } from '../content/types';

type ContentSectionsProps = { sections: readonly ContentSection[]; level?: 'h2' | 'h3' };

/** Long text (policies, guides, rules) as headed sections of paragraphs and points. */
export function ContentSections({ sections, level = 'h2' }: ContentSectionsProps) {
  const Heading = level;
  return (
    <div className="max-w-3xl space-y-8">
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <Heading
            id={`${section.id}-title`}
            className={`font-bold text-indigo-950 ${level === 'h2' ? 'text-2xl' : 'text-xl'}`}
          >
            {section.title}
          </Heading>
          {section.paragraphs?.map((text) => (
            <p key={text} className="mt-3 leading-relaxed text-slate-700">
              {text}
            </p>
          ))}
          {section.points ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
