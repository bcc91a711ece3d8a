/** The interface languages (spec 1 §1, §9); English is the fallback. */
export type Language = 'tr' | 'en';
export const DEFAULT_LANGUAGE: Language = 'en';

/** Reads `Accept-Language: tr|en` (a browser's full list such as `tr-TR,tr;q=0.9` works too). */
export function languageFrom(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return header?.trim().toLowerCase().startsWith('tr') ? 'tr' : DEFAULT_LANGUAGE;
}
