import {
  formatInr,
  STIPEND_NOTE_MAX,
  type StipendAnswer,
  type StipendCheck,
} from '@shuruaat/contract';

/** Every word of the stipend screens, in one place to translate. */
export const STIPEND_TEXT = {
  answers: { yes: 'Yes', partly: 'Partly', no: 'No' } satisfies Record<StipendAnswer, string>,
  answerLong: {
    yes: 'Paid as listed',
    partly: 'Paid only partly as listed',
    no: 'Not paid as listed',
  } satisfies Record<StipendAnswer, string>,
  listed: (check: StipendCheck) =>
    check.stipendListed
      ? check.stipendListed.min === check.stipendListed.max
        ? `${formatInr(check.stipendListed.min)} a month`
        : `${formatInr(check.stipendListed.min)}–${formatInr(check.stipendListed.max)} a month`
      : 'No stipend listed',
  ended: (day: string) => `Internship ended ${day}`,
  note: 'Anything to add? (optional)',
  noteHint: `Up to ${STIPEND_NOTE_MAX} characters. If it was not paid, say what was missing.`,
  send: 'Send answer',
  yourAnswer: 'Your answer',
  internNote: 'Intern’s note',
  response: 'Your response',
  companyResponse: 'Company’s response',
  noResponse: 'The company has not responded yet.',
  sendResponse: 'Send response',
  responseHint: 'Shown to Shuruaat’s reviewers beside the intern’s answer. You can send one.',
  chooseAnswer: 'Choose yes, partly or no',
} as const;
