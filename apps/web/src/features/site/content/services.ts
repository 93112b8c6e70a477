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
  title: 'A free scoping call',
  text: 'We learn what you need, who will use it and by when, and send a written scope with a fixed price within three working days.',
};
const PROCESS_END: Card = {
  title: 'Hand-over and 30 days of fixes',
  text: 'You get everything we made, with the rights, and we fix anything that does not match the scope for 30 days after delivery.',
};

export const SERVICES: Record<'web' | 'design', ServiceDetails> = {
  web: {
    service: 'web',
    path: '/services/web',
    title: 'Web development by mentored interns',
    intro:
      'Websites and small web apps built by Shuruaat’s trained interns, with every line reviewed by a senior developer. You get careful work at a fair price; our interns get real projects to learn from.',
    whatYouGet: [
      {
        title: 'Business websites',
        text: 'Five to ten pages for a shop, clinic, school or startup, fast on mobile, with a contact form and Google Maps.',
      },
      {
        title: 'Landing pages',
        text: 'One page for a launch, an event or a campaign, with analytics and a form that sends leads to your email or sheet.',
      },
      {
        title: 'Dashboards and internal tools',
        text: 'Simple web apps over your data: order trackers, inventory lists, booking tools, with sign-in for your staff.',
      },
    ],
    process: [
      PROCESS_START,
      {
        title: 'Design and build in weekly steps',
        text: 'A team of two or three interns and a mentor share progress every week on a link you can open on your phone.',
      },
      {
        title: 'Review and testing',
        text: 'The mentor reviews every change; we test on low-end Android phones and slow networks before you see it.',
      },
      PROCESS_END,
    ],
    samples: [
      {
        title: 'A clinic website in Pune',
        text: 'Six pages in English and Marathi, doctor timings, a WhatsApp appointment button and a map; loads in under two seconds on 4G.',
      },
      {
        title: 'An order tracker for a wholesaler',
        text: 'A sign-in for 12 staff, a list of orders by status, a daily summary in a spreadsheet export.',
      },
      {
        title: 'A college fest landing page',
        text: 'Events, schedule and a registration form feeding a Google Sheet, ready in ten days.',
      },
    ],
  },
  design: {
    service: 'design',
    path: '/services/design',
    title: 'UI/UX design by mentored interns',
    intro:
      'Research, wireframes and polished screens made by Shuruaat’s design interns under senior designers. Clear design for small teams that cannot yet hire a full-time designer.',
    whatYouGet: [
      {
        title: 'User research',
        text: 'Five to eight interviews with your users, a summary of what they need and where they struggle today.',
      },
      {
        title: 'Wireframes and prototypes',
        text: 'Screens for your app or site, linked into a clickable Figma prototype you can test with customers.',
      },
      {
        title: 'Design systems',
        text: 'Colours, type, buttons and form controls in one Figma library, with notes your developers can follow.',
      },
    ],
    process: [
      PROCESS_START,
      {
        title: 'Research and sketches',
        text: 'We talk to your users, then share rough sketches so you can steer early, before any polish.',
      },
      {
        title: 'Screens and a clickable prototype',
        text: 'The mentor reviews every screen for clarity, accessibility and contrast before it reaches you.',
      },
      PROCESS_END,
    ],
    samples: [
      {
        title: 'A sign-up flow for a fintech app',
        text: 'Eight screens that took account opening from eleven steps to six, with Hindi labels and a KYC checklist.',
      },
      {
        title: 'A menu and ordering redesign for a café chain',
        text: 'A research summary from seven customer interviews and a prototype tested with five of them.',
      },
      {
        title: 'A design system for an edtech startup',
        text: 'Forty components in Figma with usage notes and contrast checked to WCAG AA.',
      },
    ],
  },
};
