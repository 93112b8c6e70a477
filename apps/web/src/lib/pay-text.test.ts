import { describe, expect, it } from 'vitest';
import { payText } from './job-format';
import { listingPayText } from './listing-format';

describe('pay is written one way everywhere', () => {
  it('states a stipend range the same on a listing, the job page and the employer’s cards', () => {
    const stipend = { min: 8000, max: 12000 };
    expect(payText({ kind: 'internship', stipend })).toBe('₹8,000–12,000 /month');
    expect(listingPayText({ kind: 'internship', stipend, ctc: null })).toBe(
      payText({ kind: 'internship', stipend }),
    );
  });

  it('states a CTC range the same way too', () => {
    const ctc = { min: 450000, max: 600000 };
    expect(payText({ kind: 'job', ctc })).toBe('₹4.5–6 LPA');
    expect(listingPayText({ kind: 'job', stipend: null, ctc })).toBe(payText({ kind: 'job', ctc }));
  });
});
