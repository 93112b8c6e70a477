import type { Translate } from '@/lib/i18n/translate';
import type { HelpArticle, HelpAudience } from './content/help';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

/** The articles in the page's language (the table holds message ids), to show and to search. */
export const articlesIn = (t: Translate, articles: readonly HelpArticle[]): HelpArticle[] =>
  articles.map((article) => ({ ...article, title: t(article.title), body: t(article.body) }));

/** Articles for the audience whose title or text holds every word typed (any order, any case). */
export function searchHelp(
  articles: readonly HelpArticle[],
  query: string,
  audience: HelpAudience | 'all',
): HelpArticle[] {
  const wanted = words(query);
  return articles.filter((article) => {
    if (audience !== 'all' && article.audience !== audience) return false;
    const text = `${article.title} ${article.body}`.toLowerCase();
    return wanted.every((word) => text.includes(word));
  });
}
