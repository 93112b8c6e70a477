import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/translate';
import { LinkedText } from '../components/linked-text';
import { PageHero } from '../components/page-hero';
import { HELP_ARTICLES, type HelpAudience } from '../content/help';
import { articlesIn, searchHelp } from '../help-search';
import { siteCatalogue } from '../locales/catalogue';

const AUDIENCES = [
  { value: 'all', label: 'site.help.everyone' },
  { value: 'candidates', label: 'site.help.candidates' },
  { value: 'employers', label: 'site.help.employers' },
] as const;
const FOR_AUDIENCE = { candidates: 'site.help.forCandidates', employers: 'site.help.forEmployers' };
const isAudience = (value: string): value is HelpAudience | 'all' =>
  AUDIENCES.some((a) => a.value === value);

/** The help centre: searched in the page's language, so a Hindi reader types Hindi words. */
function HelpPage() {
  const t = useT();
  const [query, setQuery] = useState('');
  const [audience, setAudience] = useState<HelpAudience | 'all'>('all');
  const found = searchHelp(articlesIn(t, HELP_ARTICLES), query, audience);
  return (
    <>
      <PageHero
        eyebrow={t('site.help.eyebrow')}
        title={t('site.help.title')}
        intro={t('site.help.intro')}
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <div role="search" className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <TextField
            label={t('site.help.searchLabel')}
            type="search"
            placeholder={t('site.help.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <SelectField
            label={t('site.help.audienceLabel')}
            options={AUDIENCES.map((a) => ({ value: a.value, label: t(a.label) }))}
            value={audience}
            onChange={(event) => {
              if (isAudience(event.target.value)) setAudience(event.target.value);
            }}
          />
        </div>
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t('site.help.count', { count: found.length })}
        </p>
        <ul className="mt-2 space-y-4">
          {found.map((article) => (
            <li
              key={article.id}
              id={article.id}
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <p className="text-xs font-semibold tracking-wide text-saffron-700 uppercase">
                {t(FOR_AUDIENCE[article.audience])}
              </p>
              <h2 className="mt-1 text-lg font-semibold text-indigo-950">{article.title}</h2>
              <p className="mt-2 leading-relaxed text-slate-700">{article.body}</p>
            </li>
          ))}
        </ul>
        {found.length === 0 ? (
          <p className="mt-4 text-slate-700">
            <LinkedText
              id="site.help.noMatch"
              links={{
                faqs: { to: '/Faqs', label: 'site.links.faqs' },
                contact: { to: '/contact', label: 'site.links.writeToUs' },
              }}
            />
          </p>
        ) : null}
      </div>
    </>
  );
}

export const helpPageRoute = { Component: HelpPage, catalogue: siteCatalogue };
