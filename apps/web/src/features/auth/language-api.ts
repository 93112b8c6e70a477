import { LanguageResponseSchema, type Language } from '@shuruaat/contract';
import { http } from '@/lib/http';

/** Saves the signed-in account's language, so emails and other devices follow the switch. */
export const saveLanguage = (language: Language) =>
  http.put('/api/users/language', { body: { language }, schema: LanguageResponseSchema });
