import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '../constants';
import { storage } from '../storage';

// Apart from i18n.ts so the shell's inline boot script can send the same Accept-Language without i18next.

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Spec 1 §1: the stored choice, else the browser language, else English. */
export function detectLanguage(): Language {
  const stored = storage.get(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  return browser.toLowerCase().startsWith('tr') ? 'tr' : DEFAULT_LANGUAGE;
}
