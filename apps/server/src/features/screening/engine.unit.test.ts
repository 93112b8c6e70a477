import { describe, expect, it } from 'vitest';
import { screen, type ScreeningContext } from './engine';
import { normalizeForScreening } from './normalize';

const listing: ScreeningContext = { kind: 'listing' };
const codes = (text: string, context: ScreeningContext = listing) =>
  screen(text, context).flags.map((flag) => flag.code);

describe('screening engine', () => {
  it('holds a listing that asks for a registration fee, quoting the words', () => {
    const result = screen('Selected candidates pay Rs.1500/- registration fee.', listing);
    expect(result.level).toBe('high');
    expect(result.flags[0]).toMatchObject({ code: 'fee_or_deposit', evidence: 'registration fee' });
  });

  it('reads a fee that is said not to be charged as no flag, in English, Hinglish and Hindi', () => {
    for (const text of [
      'No registration fee is charged at any stage.',
      'We never ask for money from candidates.',
      'Koi registration fee nahi hai.',
      'कोई रजिस्ट्रेशन फीस नहीं ली जाती।',
    ]) {
      expect(screen(text, listing).level, text).toBe('low');
    }
  });

  it('does not read a stipend paid to the student as a fee', () => {
    expect(screen('Stipend ₹15,000 per month. We pay on the 1st.', listing).level).toBe('low');
    expect(screen('3 month paid training with a stipend of ₹10,000', listing).level).toBe('low');
  });

  it('flags paid training, task-based work, like-and-earn and MLM', () => {
    expect(codes('Paid training ₹2,000 (refundable)')).toContain('paid_training');
    expect(codes('Task based part time job, earn ₹3,000 daily')).toContain('task_based');
    expect(codes('Like YouTube videos and earn ₹50 per like')).toContain('click_for_money');
    expect(codes('Join our network marketing business')).toContain('mlm');
  });

  it('sees through spaced, look-alike, invisible and leetspeak spellings', () => {
    expect(codes('Message us on w h a t s a p p now')).toContain('off_platform_contact');
    expect(codes('Contact on Wh4tsApp only')).toContain('off_platform_contact');
    expect(codes('rеgistrаtion fее ₹500')).toContain('fee_or_deposit'); // Cyrillic е and а
    expect(codes('regis\u200btration f\u200dee ₹500')).toContain('fee_or_deposit');
    expect(codes('ｒｅｇｉｓｔｒａｔｉｏｎ ｆｅｅ')).toContain('fee_or_deposit');
  });

  it('quotes evidence in the writer’s own characters', () => {
    const [flag] = screen('Pay the ＳＥＣＵＲＩＴＹ deposit today', listing).flags;
    expect(flag?.evidence).toBe('ＳＥＣＵＲＩＴＹ deposit');
  });

  it('quotes evidence without direction overrides, and leaves $ patterns and markup as text', () => {
    const [flag] = screen('Pay the regis\u202Etration fee $& <script>', listing).flags;
    expect(flag?.evidence).toBe('registration fee');
    const [money] = screen('Deposit ₹500 <b>now</b> $1', listing).flags;
    expect(money?.evidence).toBe('Deposit ₹500');
  });

  it('weighs a phone number in a listing, not in a message', () => {
    expect(screen('Call 98765 43210 for details', listing).level).toBe('medium');
    expect(screen('Call 98765 43210 for details', { kind: 'message' }).level).toBe('low');
  });

  it('asks more of a message: OTP, bank details and Aadhaar copies', () => {
    const message: ScreeningContext = { kind: 'message' };
    expect(codes('Please share the OTP you received', message)).toContain('asks_otp');
    expect(codes('Send your bank account details and UPI id', message)).toContain(
      'asks_bank_or_upi',
    );
    expect(codes('Send me your Aadhaar card copy', message)).toContain('asks_id_documents');
  });

  it('flags pay far above the category with no skills asked, but not with skills', () => {
    const facts = {
      kind: 'internship',
      category: 'marketing',
      stipend: { min: 60_000, max: 90_000 },
    } as const;
    expect(
      codes('Marketing intern', { kind: 'listing', listing: { ...facts, skills: [] } }),
    ).toContain('pay_out_of_range');
    expect(
      codes('Marketing intern', {
        kind: 'listing',
        listing: { ...facts, skills: ['SEO', 'Google Ads'] },
      }),
    ).not.toContain('pay_out_of_range');
  });

  it('flags a company writing from a mailbox that is not its website’s', () => {
    const context = (email: string): ScreeningContext => ({
      kind: 'listing',
      company: { email, website: 'https://www.acme.co.in/careers' },
    });
    expect(codes('Intern', context('hr.acme@gmail.com'))).toContain('domain_mismatch');
    expect(codes('Intern', context('hr@acme-careers.com'))).toContain('domain_mismatch');
    expect(codes('Intern', context('hr@mail.acme.co.in'))).not.toContain('domain_mismatch');
  });

  it('scores 100 KB of hostile text in time that grows linearly, not explosively', () => {
    const units = ['a ', '₹1,', 'aaaa@', 'earn ', '9', 'w ', 'fee ', 'रजिस्ट्रेशन ', 'no fee, '];
    const timed = (text: string) => {
      const started = performance.now();
      screen(text, { kind: 'offer' });
      return performance.now() - started;
    };
    for (const unit of units) {
      const small = unit.repeat(Math.ceil(10_000 / unit.length));
      const large = unit.repeat(Math.ceil(100_000 / unit.length));
      const [smallMs, largeMs] = [timed(small), timed(large)];
      // Ten times the text takes about ten times as long (quiet: 0.1–0.8 s for 100 KB);
      // catastrophic backtracking would take a hundred times or more. The allowance and the
      // floor absorb a machine shared with other work.
      expect(largeMs, unit).toBeLessThan(Math.max(40 * smallMs, 2_000));
      expect(largeMs, unit).toBeLessThan(20_000);
    }
  }, 60_000);
});

describe('normalising text for screening', () => {
  it('joins spaced-out letters and removes invisible characters', () => {
    expect(normalizeForScreening('W H A T S A P P').text).toBe('whatsapp');
    expect(normalizeForScreening('tele\u200bgram').text).toBe('telegram');
  });

  it('keeps numbers as numbers', () => {
    expect(normalizeForScreening('Rs.1500/- or ₹ 1,500 or 1.5k').text).toBe(
      'rs.1500/- or ₹ 1,500 or 1.5k',
    );
  });
});
