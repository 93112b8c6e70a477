import type { ContentSection } from './types';

export type Guide = {
  id: string;
  title: string;
  summary: string;
  sections: readonly ContentSection[];
};

export const GUIDES: readonly Guide[] = [
  {
    id: 'choosing-an-internship',
    title: 'site.careerGuides.choosingAnInternship.title',
    summary: 'site.careerGuides.choosingAnInternship.summary',
    sections: [
      {
        id: 'work',
        title: 'site.careerGuides.choosingAnInternship.sections.work.title',
        paragraphs: ['site.careerGuides.choosingAnInternship.sections.work.p1'],
      },
      {
        id: 'checks',
        title: 'site.careerGuides.choosingAnInternship.sections.checks.title',
        points: [
          'site.careerGuides.choosingAnInternship.sections.checks.point1',
          'site.careerGuides.choosingAnInternship.sections.checks.point2',
          'site.careerGuides.choosingAnInternship.sections.checks.point3',
          'site.careerGuides.choosingAnInternship.sections.checks.point4',
          'site.careerGuides.choosingAnInternship.sections.checks.point5',
        ],
      },
      {
        id: 'remote',
        title: 'site.careerGuides.choosingAnInternship.sections.remote.title',
        paragraphs: ['site.careerGuides.choosingAnInternship.sections.remote.p1'],
      },
    ],
  },
  {
    id: 'reading-an-offer',
    title: 'site.careerGuides.readingAnOffer.title',
    summary: 'site.careerGuides.readingAnOffer.summary',
    sections: [
      {
        id: 'stipend',
        title: 'site.careerGuides.readingAnOffer.sections.stipend.title',
        paragraphs: ['site.careerGuides.readingAnOffer.sections.stipend.p1'],
      },
      {
        id: 'ctc',
        title: 'site.careerGuides.readingAnOffer.sections.ctc.title',
        paragraphs: [
          'site.careerGuides.readingAnOffer.sections.ctc.p1',
          'site.careerGuides.readingAnOffer.sections.ctc.p2',
        ],
      },
      {
        id: 'offer-letter',
        title: 'site.careerGuides.readingAnOffer.sections.offerLetter.title',
        points: [
          'site.careerGuides.readingAnOffer.sections.offerLetter.point1',
          'site.careerGuides.readingAnOffer.sections.offerLetter.point2',
          'site.careerGuides.readingAnOffer.sections.offerLetter.point3',
          'site.careerGuides.readingAnOffer.sections.offerLetter.point4',
        ],
      },
    ],
  },
  {
    id: 'fresher-resume',
    title: 'site.careerGuides.fresherResume.title',
    summary: 'site.careerGuides.fresherResume.summary',
    sections: [
      {
        id: 'structure',
        title: 'site.careerGuides.fresherResume.sections.structure.title',
        points: [
          'site.careerGuides.fresherResume.sections.structure.point1',
          'site.careerGuides.fresherResume.sections.structure.point2',
          'site.careerGuides.fresherResume.sections.structure.point3',
          'site.careerGuides.fresherResume.sections.structure.point4',
          'site.careerGuides.fresherResume.sections.structure.point5',
          'site.careerGuides.fresherResume.sections.structure.point6',
        ],
      },
      {
        id: 'bullets',
        title: 'site.careerGuides.fresherResume.sections.bullets.title',
        paragraphs: [
          'site.careerGuides.fresherResume.sections.bullets.p1',
          'site.careerGuides.fresherResume.sections.bullets.p2',
        ],
      },
    ],
  },
  {
    id: 'interviews',
    title: 'site.careerGuides.interviews.title',
    summary: 'site.careerGuides.interviews.summary',
    sections: [
      {
        id: 'before',
        title: 'site.careerGuides.interviews.sections.before.title',
        points: [
          'site.careerGuides.interviews.sections.before.point1',
          'site.careerGuides.interviews.sections.before.point2',
          'site.careerGuides.interviews.sections.before.point3',
          'site.careerGuides.interviews.sections.before.point4',
        ],
      },
      {
        id: 'during',
        title: 'site.careerGuides.interviews.sections.during.title',
        paragraphs: ['site.careerGuides.interviews.sections.during.p1'],
      },
      {
        id: 'after',
        title: 'site.careerGuides.interviews.sections.after.title',
        points: [
          'site.careerGuides.interviews.sections.after.point1',
          'site.careerGuides.interviews.sections.after.point2',
          'site.careerGuides.interviews.sections.after.point3',
        ],
      },
    ],
  },
];
