import { APPLY_MESSAGES, MESSAGES } from '@shuruaat/contract';
import en from '@shuruaat/contract/locales/en.json';
import { afterEach, describe, expect, it } from 'vitest';
import { allTranslators } from './all-translators';
import { learnServerWords, localizeWithKeys } from './server-words';
import { localizeServerMessage, setBrowserTranslator, setServerWords } from './translate';

const translators = allTranslators();
afterEach(() => {
  setBrowserTranslator(translators.en);
  setServerWords((message) => message);
});

describe('the server’s English messages on a page in another language', () => {
  it('show the key’s Hindi, a parameter carried across', () => {
    setBrowserTranslator(translators.hi);
    learnServerWords(en);
    setServerWords(localizeWithKeys);
    expect(localizeServerMessage(MESSAGES.auth.invalidCredentials)).toBe('ईमेल या पासवर्ड सही नहीं है');
    expect(localizeServerMessage(APPLY_MESSAGES.profileFirst('phone, college'))).toBe(
      'अप्लाई करने से पहले अपनी प्रोफ़ाइल पूरी करें। अभी बाकी है: phone, college।',
    );
  });

  it('stay as the server wrote them when no key knows them, or on an English page', () => {
    setBrowserTranslator(translators.hi);
    learnServerWords(en);
    expect(localizeWithKeys('A message no catalogue has ($&)')).toBe(
      'A message no catalogue has ($&)',
    );
    // "{amount}+" (an alert's minimum CTC) names no words: it must not swallow "₹5,000+".
    expect(localizeWithKeys('₹5,000+')).toBe('₹5,000+');
    // Nor do the pieces a search heading is composed of ("{a} or {b}", "{what} in India").
    expect(localizeWithKeys('Enter a phone or an email')).toBe('Enter a phone or an email');
    expect(localizeWithKeys('No listings in India')).toBe('No listings in India');
    // An English page never sets the key matcher up.
    setBrowserTranslator(translators.en);
    expect(localizeServerMessage(MESSAGES.auth.invalidCredentials)).toBe(
      MESSAGES.auth.invalidCredentials,
    );
  });
});
