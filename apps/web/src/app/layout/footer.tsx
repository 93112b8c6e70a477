import { Link } from 'react-router';
import { FOOTER_COLUMNS, LEGAL_PLACEHOLDERS } from './footer-links';
import { LanguageSwitch } from './language-switch';
import { SocialLinks } from './social-links';
import { useT } from '@/lib/i18n/translate';

export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark bg-indigo-950 text-indigo-200">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 lg:grid-cols-6">
        <div className="col-span-2">
          <Link to="/" className="text-2xl font-extrabold text-white">
            Shuruaat
          </Link>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">{t('app.footer.about')}</p>
          <div className="mt-5 flex flex-wrap items-center gap-4">
            <SocialLinks />
            <LanguageSwitch className="flex text-indigo-100" />
          </div>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold tracking-wide text-saffron-300 uppercase">
              {t(column.title)}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-sm text-indigo-100 hover:text-saffron-300 hover:underline"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('app.footer.rights', { year })}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {LEGAL_PLACEHOLDERS.map((label) => (
              <li key={label}>
                <span role="link" aria-disabled="true" className="text-indigo-300">
                  {t(label)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
