import { describe, expect, it } from 'vitest';
import { DECISION_REASON_LABELS, EMPLOYER_STATUS_LABELS } from '@shuruaat/contract';
import { applicationWords, MOVED_IDS, REASON_IDS } from './notice-words';

// The English catalogue repeats the contract's labels, so English notices read exactly as they
// did before issue 26; these fail the day one side changes without the other.
describe('the status notices’ English', () => {
  const t = applicationWords.en;

  it('gives each reason the words of DECISION_REASON_LABELS', () => {
    for (const [reason, id] of Object.entries(REASON_IDS)) {
      expect(t(id)).toBe(DECISION_REASON_LABELS[reason as keyof typeof REASON_IDS]);
    }
  });

  it('names each move with EMPLOYER_STATUS_LABELS', () => {
    const about = { jobTitle: 'Data Analyst Intern', companyName: 'Kirana Cloud' };
    for (const [status, ids] of Object.entries(MOVED_IDS)) {
      const label = EMPLOYER_STATUS_LABELS[status as keyof typeof MOVED_IDS];
      expect(t(ids.title, about)).toBe(`${label}: Data Analyst Intern at Kirana Cloud`);
      expect(t(ids.body, about)).toBe(`Kirana Cloud moved your application to ${label}.`);
    }
  });

  it('has Hindi for every one of them', () => {
    for (const id of [...Object.values(REASON_IDS), ...Object.values(MOVED_IDS).map((i) => i.body)])
      expect(applicationWords.hi(id)).toMatch(/[\u0900-\u097F]/);
  });
});
