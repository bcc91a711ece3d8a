import { addTranslations, currentLanguage, detectLanguage, i18n, setLanguage } from '.';

function browserLanguage(value: string) {
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(value);
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('detectLanguage (spec 1 §1: stored choice, else browser, else English)', () => {
  it('takes the stored choice over the browser language', () => {
    localStorage.setItem('language', 'en');
    browserLanguage('tr-TR');
    expect(detectLanguage()).toBe('en');
  });

  it('takes a Turkish browser when nothing is stored', () => {
    browserLanguage('tr-TR');
    expect(detectLanguage()).toBe('tr');
    browserLanguage('tr');
    expect(detectLanguage()).toBe('tr');
  });

  it('falls back to English for another browser language, and skips a stored value it does not know', () => {
    browserLanguage('de-DE');
    expect(detectLanguage()).toBe('en');
    localStorage.setItem('language', 'fr');
    browserLanguage('tr-TR');
    expect(detectLanguage()).toBe('tr');
  });
});

describe('i18n instance', () => {
  it('setLanguage stores the choice and switches texts and <html lang>', async () => {
    await setLanguage('tr');
    expect(localStorage.getItem('language')).toBe('tr');
    expect(currentLanguage()).toBe('tr');
    expect(i18n.t('common:retry')).toBe('Tekrar dene');
    expect(document.documentElement.lang).toBe('tr');

    await setLanguage('en');
    expect(i18n.t('common:retry')).toBe('Try again');
  });

  it('addTranslations registers a namespace in both languages, with English as fallback', async () => {
    addTranslations('auth', { en: { login: { title: 'Sign in' } }, tr: { login: { title: 'Giriş yap' } } });
    await setLanguage('tr');
    expect(i18n.t('auth:login.title')).toBe('Giriş yap');
    addTranslations('partial', { en: { onlyEnglish: 'English only' }, tr: {} });
    expect(i18n.t('partial:onlyEnglish')).toBe('English only');
  });

  it('has every common text in Turkish too', () => {
    const en = i18n.getResourceBundle('en', 'common') as Record<string, string>;
    const tr = i18n.getResourceBundle('tr', 'common') as Record<string, string>;
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    expect(tr.contentNotFound).not.toBe(en.contentNotFound);
  });
});
