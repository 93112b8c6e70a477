import type { Card } from './types';

export type ServiceDetails = {
  service: 'web' | 'design';
  path: string;
  title: string;
  intro: string;
  whatYouGet: readonly Card[];
  process: readonly Card[];
  samples: readonly Card[];
};

const PROCESS_START: Card = {
  title: 'site.services.process.start.title',
  text: 'site.services.process.start.text',
};
const PROCESS_END: Card = {
  title: 'site.services.process.end.title',
  text: 'site.services.process.end.text',
};

export const SERVICES: Record<'web' | 'design', ServiceDetails> = {
  web: {
    service: 'web',
    path: '/services/web',
    title: 'site.services.web.title',
    intro: 'site.services.web.intro',
    whatYouGet: [
      {
        title: 'site.services.web.whatYouGet.1.title',
        text: 'site.services.web.whatYouGet.1.text',
      },
      {
        title: 'site.services.web.whatYouGet.2.title',
        text: 'site.services.web.whatYouGet.2.text',
      },
      {
        title: 'site.services.web.whatYouGet.3.title',
        text: 'site.services.web.whatYouGet.3.text',
      },
    ],
    process: [
      PROCESS_START,
      {
        title: 'site.services.web.process.2.title',
        text: 'site.services.web.process.2.text',
      },
      {
        title: 'site.services.web.process.3.title',
        text: 'site.services.web.process.3.text',
      },
      PROCESS_END,
    ],
    samples: [
      {
        title: 'site.services.web.samples.1.title',
        text: 'site.services.web.samples.1.text',
      },
      {
        title: 'site.services.web.samples.2.title',
        text: 'site.services.web.samples.2.text',
      },
      {
        title: 'site.services.web.samples.3.title',
        text: 'site.services.web.samples.3.text',
      },
    ],
  },
  design: {
    service: 'design',
    path: '/services/design',
    title: 'site.services.design.title',
    intro: 'site.services.design.intro',
    whatYouGet: [
      {
        title: 'site.services.design.whatYouGet.1.title',
        text: 'site.services.design.whatYouGet.1.text',
      },
      {
        title: 'site.services.design.whatYouGet.2.title',
        text: 'site.services.design.whatYouGet.2.text',
      },
      {
        title: 'site.services.design.whatYouGet.3.title',
        text: 'site.services.design.whatYouGet.3.text',
      },
    ],
    process: [
      PROCESS_START,
      {
        title: 'site.services.design.process.2.title',
        text: 'site.services.design.process.2.text',
      },
      {
        title: 'site.services.design.process.3.title',
        text: 'site.services.design.process.3.text',
      },
      PROCESS_END,
    ],
    samples: [
      {
        title: 'site.services.design.samples.1.title',
        text: 'site.services.design.samples.1.text',
      },
      {
        title: 'site.services.design.samples.2.title',
        text: 'site.services.design.samples.2.text',
      },
      {
        title: 'site.services.design.samples.3.title',
        text: 'site.services.design.samples.3.text',
      },
    ],
  },
};
