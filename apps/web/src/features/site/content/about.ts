import type { Card, ContentSection } from './types';

export const ABOUT_INTRO = 'site.about.intro';

export const ABOUT_SECTIONS: readonly ContentSection[] = [
  {
    id: 'what',
    title: 'site.about.sections.what.title',
    paragraphs: ['site.about.sections.what.p1', 'site.about.sections.what.p2'],
  },
  {
    id: 'for-whom',
    title: 'site.about.sections.forWhom.title',
    points: [
      'site.about.sections.forWhom.point1',
      'site.about.sections.forWhom.point2',
      'site.about.sections.forWhom.point3',
      'site.about.sections.forWhom.point4',
    ],
  },
];

export const DIFFERENCES: readonly Card[] = [
  {
    title: 'site.about.differences.1.title',
    text: 'site.about.differences.1.text',
  },
  {
    title: 'site.about.differences.2.title',
    text: 'site.about.differences.2.text',
  },
  {
    title: 'site.about.differences.3.title',
    text: 'site.about.differences.3.text',
  },
  {
    title: 'site.about.differences.4.title',
    text: 'site.about.differences.4.text',
  },
];
