import { PRIVACY_NOTICE_HI } from '../content/privacy.hi';
import { TERMS_HI } from '../content/terms.hi';
import { PrivacyNotice, Terms } from './legal-pages';

/*
 * The Hindi privacy notice and terms, for /hi/privacy-policy and /hi/terms-and-privacy. A module
 * of their own, so English readers never download the Hindi text. `lang` marks the text Hindi
 * for screen readers and for the line heights Devanagari needs (index.css), whatever language
 * the page around it is in.
 */

export function HindiPrivacyPage() {
  return (
    <div lang="hi">
      <PrivacyNotice text={PRIVACY_NOTICE_HI} />
    </div>
  );
}

export function HindiTermsPage() {
  return (
    <div lang="hi">
      <Terms text={TERMS_HI} />
    </div>
  );
}
