import type { Language } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import type { MessageValues, Translate } from '../../lib/translator';
import { findLanguages } from './notifications.repository';

/** A notice's words in one language: the title is the email's subject, the body its paragraph. */
export type NoticeWords = {
  title: string;
  body: string;
  /** The button's words when the link is not the candidate's applications. */
  actionLabel?: string | undefined;
};

/** A notice for the bell: whom it is for, its link, and its words in each language. */
export type BellNotice = {
  userId: string;
  link: string;
  /**
   * The notice in a language: the bell's and the email's are written in the language their
   * reader reads the site in (decision 032).
   */
  wordsIn: (language: Language) => NoticeWords;
  /** Another person the notice names (an applicant, to the employer): erased with them. */
  aboutUserIds?: string[];
};

/** A notice's `wordsIn` from a catalogue: its title's and body's ids, and the values they take. */
export const wordsFrom =
  (words: Record<Language, Translate>, title: string, body: string, values: MessageValues = {}) =>
  (language: Language): NoticeWords => ({
    title: words[language](title, values),
    body: words[language](body, values),
  });

/** The notices as the bell stores them: each in its reader's language, as it was sent. */
export async function noticesForBell(tx: Db, notices: BellNotice[]) {
  // One statement for the readers' languages: a sweep can notify thousands at once.
  const languages = await findLanguages(tx, [...new Set(notices.map((notice) => notice.userId))]);
  return notices.map(({ userId, link, wordsIn, aboutUserIds }) => {
    const { title, body } = wordsIn(languages.get(userId) ?? 'en');
    return { userId, link, title, body, ...(aboutUserIds ? { aboutUserIds } : {}) };
  });
}
