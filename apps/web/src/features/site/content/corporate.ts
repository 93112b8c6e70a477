import type { Card } from './types';

export const CORPORATE_TRACKS: readonly Card[] = [
  {
    title: 'site.corporate.tracks.1.title',
    text: 'site.corporate.tracks.1.text',
  },
  {
    title: 'site.corporate.tracks.2.title',
    text: 'site.corporate.tracks.2.text',
  },
  {
    title: 'site.corporate.tracks.3.title',
    text: 'site.corporate.tracks.3.text',
  },
  {
    title: 'site.corporate.tracks.4.title',
    text: 'site.corporate.tracks.4.text',
  },
];

export const CORPORATE_FORMAT: readonly string[] = [
  'site.corporate.format.1',
  'site.corporate.format.2',
  'site.corporate.format.3',
  'site.corporate.format.4',
];
