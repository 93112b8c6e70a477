import { CYBERCRIME_HELPLINE } from '@shuruaat/contract';

/** Every word of the offer checker's page, in one place for translation. */
export const OFFER_CHECK_TEXTS = {
  eyebrow: 'Free tool',
  title: 'Is this offer real?',
  lead: 'Paste a job or internship offer — an email, a WhatsApp message, a listing from any site — in English, Hindi or Hinglish. We point out each red flag and explain it in plain words. Nothing you paste is kept unless you choose to report it.',
  fieldLabel: 'The offer',
  fieldHint: 'Up to 100,000 characters. Remove your own phone number or address if you like.',
  check: 'Check this offer',
  checking: 'Checking…',
  resultsHeading: 'What we found',
  noFlags:
    'We found no red flags. That does not prove the offer is real: never pay to get a job, and check the company’s own website.',
  someFlags: (count: string) => `${count} found. Read each one before you reply.`,
  highRisk: 'This looks like a scam.',
  mediumRisk: 'Be careful: this offer has warning signs.',
  lowRisk: 'A few things to check.',
  quoted: 'In the offer:',
  why: 'Why it is a red flag',
  todo: 'What to do',
  helpHeading: 'If you have paid, or shared an OTP or bank details',
  helpSteps: [
    `Call the national cybercrime helpline ${CYBERCRIME_HELPLINE} at once: the sooner you call, the likelier your bank can stop the money.`,
    'Report it on the national cybercrime reporting portal, with screenshots of the messages and the payment.',
    'Tell your bank, and block the UPI ID or card you used.',
    'Do not pay anything more, whatever they promise to refund.',
  ],
  portalLink: 'Open cybercrime.gov.in',
  reportHeading: 'Tell Shuruaat about this offer',
  reportLead:
    'Our team looks at every report and warns students if the same offer appears here. Only the offer and what you write below are sent.',
  sourceLabel: 'Where did it come from? (optional)',
  sourceHint: 'A company name, a website, a WhatsApp number…',
  report: 'Report this offer',
  reporting: 'Sending…',
} as const;
