import { Fragment } from 'react';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/translate';

/** A page of the app (`to`, kept in the page's language) or an address outside it (`href`). */
type SentenceLink = { to: string; label: string } | { href: string; label: string };

const LOOK = 'font-semibold text-indigo-800 underline';

// Marks where each link goes in the translated sentence; no message contains this character.
const MARK = '\u0001';

/**
 * A sentence with links inside, translated whole: each `{name}` in the message `id` becomes the
 * link `links[name]` (its label an id too), so each language places its links where it reads.
 */
export function LinkedText({ id, links }: { id: string; links: Record<string, SentenceLink> }) {
  const t = useT();
  const marks = Object.fromEntries(Object.keys(links).map((name) => [name, MARK + name + MARK]));
  const parts = t(id, marks).split(MARK);
  return (
    <>
      {parts.map((part, index) => {
        const link = index % 2 === 1 ? links[part] : undefined;
        if (!link) return <Fragment key={index}>{part}</Fragment>;
        return 'to' in link ? (
          <Link key={index} to={link.to} className={LOOK}>
            {t(link.label)}
          </Link>
        ) : (
          <a key={index} href={link.href} className={LOOK}>
            {t(link.label)}
          </a>
        );
      })}
    </>
  );
}
