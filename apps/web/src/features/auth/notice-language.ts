import type { Language, NoticeLanguage } from '@shuruaat/contract';

/**
 * What a sign-up sends beside `privacyConsent`: the notice's language on a Hindi page, nothing on
 * an English one (the server records English then), so English sign-ups send what they always did.
 */
export const noticeLanguageOf = (language: Language): { noticeLanguage?: NoticeLanguage } =>
  language === 'en' ? {} : { noticeLanguage: language };
