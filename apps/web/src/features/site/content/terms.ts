import type { ContentSection } from './types';

export const TERMS_UPDATED = '1 November 2026';

export const TERMS_SECTIONS: readonly ContentSection[] = [
  {
    id: 'agreement',
    title: 'These terms',
    paragraphs: [
      'By creating an account or using Shuruaat you agree to these terms and to our privacy notice. If you use Shuruaat for a company, you confirm that you may accept these terms for it. We may update the terms; we tell signed-in users about important changes before they apply.',
    ],
  },
  {
    id: 'accounts',
    title: 'Accounts',
    points: [
      'Give true information and keep your password to yourself; you are responsible for what happens in your account.',
      'One person, one account. Users under 18 need a parent or guardian’s consent.',
      'We may suspend accounts that break these terms, after telling you why unless the law or safety prevents it.',
    ],
  },
  {
    id: 'candidates',
    title: 'For candidates',
    points: [
      'Apply only to roles you are genuinely interested in, with a truthful profile and resume.',
      'Do not share other people’s personal data or contact employers to harass them.',
      'Shuruaat does not guarantee an interview or a job; employers decide whom they hire.',
      'You never pay to apply. Report any employer who asks for money.',
    ],
  },
  {
    id: 'employers',
    title: 'For employers',
    points: [
      'Post only real openings at your own company, with the stipend or CTC stated truthfully.',
      'Never charge candidates a fee, deposit or training charge in any form.',
      'Unpaid internships: at most 20 hours a week and 3 months, with a certificate and a mentor.',
      'Use candidates’ data only to hire for the role they applied to, and keep it confidential.',
      'Answer applicants: move each one to a status, so no one is left waiting.',
      'Follow Indian employment and anti-discrimination law; listings may not exclude people by caste, religion, gender, disability or region.',
    ],
  },
  {
    id: 'programs',
    title: 'Programs and services',
    paragraphs: [
      'Fees for the Standard and Premium programs and for corporate training and services are shown before you pay and include GST. A program fee is refunded in full if you leave within 7 days of the batch start. Certificates are issued only for work completed and reviewed.',
    ],
  },
  {
    id: 'content',
    title: 'Content and conduct',
    paragraphs: [
      'You keep ownership of what you post and give us permission to show it on Shuruaat for the service. Do not post unlawful, misleading or abusive content, scrape the site, or try to break its security. We remove content that breaks these rules.',
    ],
  },
  {
    id: 'liability',
    title: 'Liability and disputes',
    paragraphs: [
      'We check employers and listings but cannot guarantee every statement a user makes. To the extent the law allows, our liability is limited to the fees you paid us in the last 12 months. These terms are governed by Indian law, and courts in Bengaluru have jurisdiction. Write to support@shuruaat.in first: most problems are solved in a reply.',
    ],
  },
];
