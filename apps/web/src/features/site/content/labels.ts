import type { ContactTopic, Program, ProgramTrack } from '@shuruaat/contract';

// The contract's English labels (CONTACT_TOPIC_LABELS, PROGRAM_LABELS, TRACK_LABELS) as message
// ids, so the forms show them in the page's language; a test keeps the English equal.

export const TOPIC_IDS: Record<ContactTopic, string> = {
  student: 'site.topic.student',
  employer: 'site.topic.employer',
  programs: 'site.topic.programs',
  press: 'site.topic.press',
  other: 'site.topic.other',
};

export const PROGRAM_NAME_IDS: Record<Program, string> = {
  'free-internship': 'site.programs.freeInternship.name',
  standard: 'site.programs.standard.name',
  premium: 'site.programs.premium.name',
};

export const TRACK_IDS: Record<ProgramTrack, string> = {
  'web-development': 'site.track.webDevelopment',
  'data-analytics': 'site.track.dataAnalytics',
  'ui-ux-design': 'site.track.uiUxDesign',
  'digital-marketing': 'site.track.digitalMarketing',
  'content-writing': 'site.track.contentWriting',
};
