import { countOf } from '@shuruaat/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { PageHero } from '../components/page-hero';
import { HELP_ARTICLES, type HelpAudience } from '../content/help';
import { searchHelp } from '../help-search';

const AUDIENCES = [
  { value: 'all', label: 'Everyone' },
  { value: 'candidates', label: 'Candidates' },
  { value: 'employers', label: 'Employers' },
] as const;
const isAudience = (value: string): value is HelpAudience | 'all' =>
  AUDIENCES.some((a) => a.value === value);

export function HelpPage() {
  const [query, setQuery] = useState('');
  const [audience, setAudience] = useState<HelpAudience | 'all'>('all');
  const found = searchHelp(HELP_ARTICLES, query, audience);
  return (
    <>
      <PageHero
        eyebrow="Support · Help centre"
        title="How can we help?"
        intro="Step-by-step answers for candidates and employers. Search, or pick who you are."
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <div role="search" className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <TextField
            label="Search help articles"
            type="search"
            placeholder="e.g. resume, withdraw, post a job"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <SelectField
            label="Articles for"
            options={AUDIENCES}
            value={audience}
            onChange={(event) => {
              if (isAudience(event.target.value)) setAudience(event.target.value);
            }}
          />
        </div>
        <p role="status" className="mt-4 text-sm text-slate-600">
          {countOf(found.length, 'article')}
        </p>
        <ul className="mt-2 space-y-4">
          {found.map((article) => (
            <li
              key={article.id}
              id={article.id}
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <p className="text-xs font-semibold tracking-wide text-saffron-700 uppercase">
                For {article.audience}
              </p>
              <h2 className="mt-1 text-lg font-semibold text-indigo-950">{article.title}</h2>
              <p className="mt-2 leading-relaxed text-slate-700">{article.body}</p>
            </li>
          ))}
        </ul>
        {found.length === 0 ? (
          <p className="mt-4 text-slate-700">
            No article matches. Try fewer words, see the{' '}
            <Link to="/Faqs" className="font-semibold text-indigo-800 underline">
              FAQs
            </Link>
            , or{' '}
            <Link to="/contact" className="font-semibold text-indigo-800 underline">
              write to us
            </Link>
            .
          </p>
        ) : null}
      </div>
    </>
  );
}
