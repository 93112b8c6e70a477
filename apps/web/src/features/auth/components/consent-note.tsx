import type { NoticeLanguage } from '@shuruaat/contract';
import { Link } from 'react-router';

/**
 * The clickwrap's words in each notice language, around its two links. The form that shows it
 * sends the same `noticeLanguage` with `privacyConsent`, so the consent records what was read.
 * The links are router paths: on a Hindi page the router's basename (/hi) leads them to the
 * Hindi notice and terms.
 */
const CONSENT_NOTES: Record<
  NoticeLanguage,
  {
    lead: string;
    privacy: { text: string; href: string };
    and: string;
    terms: { text: string; href: string };
    tail: string;
  }
> = {
  en: {
    lead: 'Shuruaat uses your name, email and what you add to your profile to run your account and, when you apply, to share your application with that employer. By creating an account you agree to the ',
    privacy: { text: 'privacy notice', href: '/privacy-policy' },
    and: ' and ',
    terms: { text: 'terms', href: '/terms-and-privacy' },
    tail: '. You can withdraw consent, download your data or delete your account at any time.',
  },
  hi: {
    lead: 'Shuruaat आपका नाम, ईमेल और आपकी प्रोफ़ाइल में जोड़ी गई जानकारी आपका अकाउंट चलाने के लिए इस्तेमाल करता है, और जब आप अप्लाई करते हैं, तो आपका आवेदन उसी कंपनी के साथ शेयर करता है। अकाउंट बनाकर आप हमारा ',
    privacy: { text: 'प्राइवेसी नोटिस', href: '/privacy-policy' },
    and: ' और हमारे ',
    terms: { text: 'नियम और शर्तें', href: '/terms-and-privacy' },
    tail: ' मानते हैं। आप कभी भी सहमति वापस ले सकते हैं, अपना डेटा डाउनलोड कर सकते हैं या अपना अकाउंट हटा सकते हैं।',
  },
};

/** The clickwrap beside "Create account": creating the account under it is the consent recorded. */
export function ConsentNote({ language = 'en' }: { language?: NoticeLanguage }) {
  const note = CONSENT_NOTES[language];
  return (
    <p className="text-sm text-slate-700" lang={language}>
      {note.lead}
      <Link to={note.privacy.href} className="font-semibold text-indigo-800 underline">
        {note.privacy.text}
      </Link>
      {note.and}
      <Link to={note.terms.href} className="font-semibold text-indigo-800 underline">
        {note.terms.text}
      </Link>
      {note.tail}
    </p>
  );
}
