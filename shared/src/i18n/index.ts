export {
  COMMON_NAMESPACE,
  addTranslations,
  currentLanguage,
  detectLanguage,
  i18n,
  isLanguage,
  setLanguage,
} from './i18n';
export type { Translations } from './i18n';
