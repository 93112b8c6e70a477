import type { PrivacyNoticeText } from './legal';

/**
 * A notice under the Digital Personal Data Protection Act, 2023 (DPDP Act): plain and short.
 * privacy.hi.ts says the same in Hindi; change both, and NOTICE_VERSIONS, together.
 */
export const PRIVACY_NOTICE_EN: PrivacyNoticeText = {
  eyebrow: 'Privacy notice · updated 26 November 2026',
  title: 'Privacy notice',
  intro:
    "What personal data Shuruaat collects, why, who sees it, how long we keep it and how you can use your rights under India's Digital Personal Data Protection Act, 2023.",
  grievance: {
    heading: 'Grievance officer',
    name: 'Priya Menon',
    title: 'Grievance Officer',
    email: 'privacy@shuruaat.in',
    address: 'Shuruaat, Koramangala, Bengaluru, Karnataka 560034',
    responseTime:
      'We acknowledge every complaint within 48 hours and resolve it within 30 days, as the DPDP Rules require.',
  },
  sections: [
    {
      id: 'who',
      title: 'Who we are',
      paragraphs: [
        'Shuruaat is a job and internship marketplace in India. For the personal data described here, Shuruaat is the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (“DPDP Act”). You are the Data Principal.',
      ],
    },
    {
      id: 'collect',
      title: 'What we collect and why',
      points: [
        'Account: name, email and password (stored only as a secure hash), or the Google account you sign in with — to sign you in and keep your account safe.',
        'Age: whether you are 18 or older. Under-18s also give a parent’s or guardian’s email and, if they choose, their date of birth — to ask for the consent the law requires and to know when it is no longer needed. Adults give no date of birth.',
        'Candidate profile: mobile number, city, college, degree, graduation year, skills, languages, links and job preferences — to show employers you apply to and to suggest matching listings.',
        'Resume files you upload — to send with your applications.',
        'Applications: the job, your answers and each status change — so you and the employer can follow the process.',
        'Employer profile: company name, website, industry, size, city and logo — to show candidates who is hiring; a contact name, email and phone, never shown to candidates — so we can reach you.',
        'Messages you send us through forms (contact, program applications, enquiries) — to reply and to run our programs.',
        'Technical data: IP address and security logs — to prevent abuse and keep the service running. We do not sell data or use it for advertising profiles.',
      ],
    },
    {
      id: 'resume',
      title: 'Who sees your resume, and when',
      points: [
        'An employer sees your profile, answers and resume only after you apply to their listing.',
        'If you switch on “Visible to employers”, employers our team has cleared may find and open your resume; switch it off and their access ends at once.',
        'Our admins may open a resume to handle a complaint, check for abuse or run a program you applied to.',
        'Resumes are never public. Every download uses a private link that expires in 10 minutes, and you can see which employers opened yours.',
      ],
    },
    {
      id: 'consent',
      title: 'Consent, and withdrawing it',
      paragraphs: [
        'We process your data on the basis of the consent you give when you create an account, apply or send a form, and for the legitimate uses the DPDP Act allows, such as complying with law. You may withdraw consent at any time, as easily as you gave it: switch off resume visibility, withdraw an application, or delete your account by writing to privacy@shuruaat.in. Withdrawal does not affect processing already done, and some features stop working without the data they need.',
        'This notice is also written in Hindi, and both say the same. We record which language and version of the notice you agreed to.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      paragraphs: [
        'When an account is deleted, we erase at once: the profile, every resume and its file, sessions (you are signed out everywhere), notifications, email settings and job alerts, emailed links (a password reset link sent earlier stops working), sign-in with Google, portfolio, success stories, typing test results and certificates (a certificate’s public page stops answering), the campus ambassador application, every form sent from the account or with its email address, prepared data exports, and every email to the account or naming the person, sent or still waiting. The email address is released, so it can be used to sign up again.',
        'Messages: your own messages are erased, and so is every file either side attached in your conversations, because files exchanged about an application (offer letters, marksheets, assignments) are about you. The other side keeps their own messages, with you shown as “Deleted account”. Interviews still to come are cancelled and the other side is told, without your name.',
      ],
      points: [
        'Account and profile: while your account is open; erased when the account is deleted.',
        'Applications you sent: kept after deletion for the employer’s hiring records, with your name replaced by “Deleted account” and no profile, resume, portfolio or contact details, and erased 12 months after the listing closes. Employers need to show whom they considered and why; they do not need to know who you are. Past interviews stay with the application, without your notes.',
        'An employer’s company and listings: closed when the employer’s account is deleted and kept, without the contact name, email and phone, because candidates’ applications refer to them. The employer’s messages and interview notes are erased.',
        'Reports you made of a listing or a message: the report stays in the moderation history, without the words you wrote.',
        'Consent records: which notice you agreed to, in which language and version, and when, closed at deletion and kept, because the law asks us to show that consent was given. They hold no name, email or contact detail.',
        'A record that an account was deleted, when and why (the account id, its role and the date, no name or email), and the admin audit log: kept, because we must be able to show that a deletion or an admin decision happened. Neither holds the deleted person’s name, email or resume.',
        'Form submissions: 24 months, then erased.',
        'Security logs: 180 days. Invoices and records the law requires: as long as the law requires.',
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      points: [
        'Access: download a copy of everything we hold about you from the privacy page of your dashboard (your own messages in full; the other side of a conversation appears only as “other party”), or ask for a summary of it and how we use it.',
        'Correction and completion: fix your profile at any time, or ask us to correct anything else.',
        'Erasure: ask us to delete your data when it is no longer needed or you withdraw consent.',
        'Grievance redressal: complain to our Grievance Officer, and if unsatisfied, to the Data Protection Board of India.',
        'Nomination: name a person who may exercise these rights if you die or become unable to.',
      ],
      paragraphs: [
        'Write to privacy@shuruaat.in from your account email to use any right. We answer within 30 days.',
      ],
    },
    {
      id: 'children',
      title: 'Users under 18',
      paragraphs: [
        'Anyone may browse and use the typing test without an account. A person under 18 may create an account, and we email the parent or lawful guardian they name to ask for consent; until the guardian agrees, the account cannot apply. If the guardian does not agree, we delete the account and everything in it.',
        'Under-18s are never shown in the resume database, never get marketing email and cannot apply to listings marked 18+. We do not track children’s behaviour, show them targeted advertising or let employers contact them outside an application.',
      ],
    },
    {
      id: 'security',
      title: 'How we protect data',
      paragraphs: [
        'Data travels over HTTPS and is stored with access limited to the staff who need it. Passwords are hashed with Argon2; sessions expire. If a breach affects your data, we inform you and the Data Protection Board as the law requires.',
      ],
    },
  ],
};
