import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { inPageLanguage, setBrowserTranslator } from '@/lib/i18n/translate';
import { buildJob } from '@/test-utils/job-factory';
import { CompactJobCard } from './compact-job-card';

const translators = allTranslators();
const internship = buildJob({ stipend: { min: 20000, max: 125000 }, durationMonths: 6 });
const job = buildJob({ kind: 'job', stipend: null, ctc: { min: 450000, max: 600000 } });
const card = (listing: typeof job) => (
  <MemoryRouter>
    <CompactJobCard job={listing} />
  </MemoryRouter>
);

// Issue 26: a Hindi page writes a listing's pay and duration in hi-IN, though the card passes
// no language to the formatters: in the browser they follow the page's translator, on the server
// the page being rendered.
describe('a listing card on a Hindi page', () => {
  afterEach(() => setBrowserTranslator(translators.en));

  it('in the browser, shows ₹ with lakh grouping per month and the duration in Hindi', () => {
    setBrowserTranslator(translators.hi);
    render(card(internship));
    expect(screen.getByText('₹20,000–1,25,000/महीना')).toBeInTheDocument();
    expect(screen.getByText('6 महीने')).toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent(/\/month|months|Posted/);
  });

  it('on the server, writes the page being rendered in Hindi and the next English page in English', () => {
    const hindi = inPageLanguage('hi', () => renderToString(card(job)));
    expect(hindi).toContain('₹4.5–6 लाख/साल');
    expect(hindi).not.toContain('LPA');
    const english = renderToString(card(job));
    expect(english).toContain('₹4.5–6 LPA');
  });

  it('on an English page, writes what it always wrote', () => {
    render(card(internship));
    expect(screen.getByText('₹20,000–1,25,000 /month')).toBeInTheDocument();
    expect(screen.getByText('6 months')).toBeInTheDocument();
  });
});
