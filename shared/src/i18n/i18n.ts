import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '../constants';
import { storage } from '../storage';
import { detectLanguage, isLanguage } from './detectLanguage';
import { commonEn, commonTr } from './common';

export { detectLanguage, isLanguage };

export const COMMON_NAMESPACE = 'common';

function markDocument(language: string): void {
  // Screen readers pick their pronunciation from <html lang>.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The page's one i18n instance: @atrium/shared is a federation singleton, so every remote uses it. */
export const i18n: I18n = i18next.createInstance();

i18n.use(initReactI18next).init({
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  resources: { en: { [COMMON_NAMESPACE]: commonEn }, tr: { [COMMON_NAMESPACE]: commonTr } },
  // Resources are in memory, so init finishes synchronously and the first render is translated.
  initAsync: false,
  // React escapes already; escaping here would show &amp; in the interface.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
markDocument(i18n.language);
i18n.on('languageChanged', markDocument);

/** The language in use, narrowed to tr | en for headers and formatting. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Stores the choice (spec 1 §4 Locale change) and switches the interface. */
export async function setLanguage(language: Language): Promise<void> {
  storage.set(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
}

export type Translations = { [key: string]: string | Translations };

/** Each remote registers its texts under its own namespace, e.g. addTranslations('auth', {tr, en}). */
export function addTranslations(namespace: string, texts: Record<Language, Translations>): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, texts[language], true, true);
  }
}
