import type { TermsText } from './legal';

/** terms.hi.ts says the same in Hindi; change both, and NOTICE_VERSIONS, together. */
export const TERMS_EN: TermsText = {
  eyebrow: 'Terms of use · updated 26 November 2026',
  title: 'Terms of use',
  intro: 'The rules that keep Shuruaat fair for candidates and employers.',
  privacyNote: {
    before: 'How we handle personal data is set out in our ',
    link: 'privacy notice',
    href: '/privacy-policy',
    after: ', which is part of these terms.',
  },
  sections: [
    {
      id: 'agreement',
      title: 'These terms',
      paragraphs: [
        'By creating an account or using Shuruaat you agree to these terms and to our privacy notice. If you use Shuruaat for a company, you confirm that you may accept these terms for it. We may update the terms; we tell signed-in users about important changes before they apply. These terms are also written in Hindi, and both say the same.',
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
        'Never ask a candidate for money in any form (see “No fees, ever” below).',
        'Unpaid internships: at most 20 hours a week and 3 months, with a certificate and a mentor.',
        'Use candidates’ data only to hire for the role they applied to, and keep it confidential.',
        'Answer applicants: move each one to a status, so no one is left waiting.',
        'Follow Indian employment and anti-discrimination law; listings may not exclude people by caste, religion, gender, disability or region.',
      ],
    },
    {
      id: 'no-fees',
      title: 'No fees, ever: asking a candidate for money is an offence',
      paragraphs: [
        'Shuruaat never asks candidates for money, and no employer here may. Asking a candidate for money is an offence under these terms, whatever it is called and however it is asked: in a listing, a message, an interview, an email, a call, or on WhatsApp or Telegram. That includes:',
      ],
      points: [
        'A fee to apply, register, be interviewed, be shortlisted or be hired.',
        'A deposit, “security amount” or refundable charge of any kind.',
        'Paid training, a paid course or a paid certificate as a condition of the job or internship, including training sold through a partner.',
        'Payment for a laptop, kit, uniform, ID card, background check or documents.',
        'Anything that makes the candidate pay to work, such as buying products to sell, or “tasks” paid only after a deposit.',
      ],
    },
    {
      id: 'no-fees-breach',
      title: 'When someone asks for money',
      paragraphs: [
        'We may suspend an employer who asks at once: its listings close, with the reason shown to applicants, and its messaging stops while we review. If we confirm it, the account is closed for good. Taking money from candidates by deceiving them can also be the crime of cheating under the Bharatiya Nyaya Sanhita, 2023: we keep the evidence and help candidates report it to the police or to the national cybercrime helpline (1930, cybercrime.gov.in).',
        'Candidates: if anyone asks you for money for a listing on Shuruaat, do not pay. Report the listing or the message, or write to support@shuruaat.in.',
        'Shuruaat’s own programs (below) are optional, bought only on their own pages, and never a condition of applying to or being hired for any listing.',
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
  ],
};
