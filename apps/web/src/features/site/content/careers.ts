import type { Card } from './types';

export const CAREERS_INTRO = 'site.careers.intro';

export const VALUES: readonly Card[] = [
  {
    title: 'site.careers.values.1.title',
    text: 'site.careers.values.1.text',
  },
  {
    title: 'site.careers.values.2.title',
    text: 'site.careers.values.2.text',
  },
  {
    title: 'site.careers.values.3.title',
    text: 'site.careers.values.3.text',
  },
  {
    title: 'site.careers.values.4.title',
    text: 'site.careers.values.4.text',
  },
];

export const HIRING_STEPS: readonly Card[] = [
  {
    title: 'site.careers.hiringSteps.1.title',
    text: 'site.careers.hiringSteps.1.text',
  },
  {
    title: 'site.careers.hiringSteps.2.title',
    text: 'site.careers.hiringSteps.2.text',
  },
  {
    title: 'site.careers.hiringSteps.3.title',
    text: 'site.careers.hiringSteps.3.text',
  },
  {
    title: 'site.careers.hiringSteps.4.title',
    text: 'site.careers.hiringSteps.4.text',
  },
];

export const PERKS: readonly string[] = [
  'site.careers.perks.1',
  'site.careers.perks.2',
  'site.careers.perks.3',
  'site.careers.perks.4',
];
