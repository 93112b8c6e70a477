import type { Translate } from '@/lib/i18n/translate';
import type { Card, ContentSection } from './types';

// The content tables hold message ids (locales/en.json); these give their words in the page's
// language for the shared blocks, which show text as it comes (the legal pages' is already
// written per language).

export const cardsIn = (t: Translate, cards: readonly Card[]): Card[] =>
  cards.map((card) => ({ title: t(card.title), text: t(card.text) }));

export const sectionsIn = (t: Translate, sections: readonly ContentSection[]): ContentSection[] =>
  sections.map((section) => ({
    id: section.id,
    title: t(section.title),
    paragraphs: section.paragraphs?.map((id) => t(id)),
    points: section.points?.map((id) => t(id)),
  }));

export const textsIn = (t: Translate, ids: readonly string[]): string[] => ids.map((id) => t(id));
