import { typingLengths } from '@shuruaat/contract';
import { Link } from 'react-router';
import { useTranslator } from '@/lib/i18n/translate';
import { PageHero } from '../components/page-hero';
import { TOOLS } from '../content/tools';
import { siteCatalogue } from '../locales/catalogue';

function ToolsPage() {
  const { language, t } = useTranslator();
  // The typing test's card names its lengths; the other cards' texts take no values.
  const lengths = typingLengths(language);
  return (
    <>
      <PageHero
        eyebrow={t('site.tools.eyebrow')}
        title={t('site.tools.title')}
        intro={t('site.tools.intro')}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid gap-4 sm:grid-cols-2">
          {TOOLS.map((tool) => (
            <li
              key={tool.to}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 className="text-xl font-semibold text-indigo-950">{t(tool.title)}</h2>
              <p className="mt-2 flex-1 text-slate-700">{t(tool.text, lengths)}</p>
              <Link to={tool.to} className="mt-4 font-semibold text-saffron-700 hover:underline">
                {t(tool.action)} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export const toolsPageRoute = { Component: ToolsPage, catalogue: siteCatalogue };
