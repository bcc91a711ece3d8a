import { addTranslations } from '@atrium/shared';

addTranslations('auth', {
  en: {
    loginTitle: 'Sign in',
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    forgotPassword: 'Forgot your password?',
    register: 'Create an account',
    backToHome: 'Back to home',
    required: 'This field is required.',
    unexpected: 'Something went wrong. Please try again.',
    getTheApp: 'Get the app',
    appStore: 'App Store',
    googlePlay: 'Google Play',
  },
  tr: {
    loginTitle: 'Giriş yap',
    email: 'E-posta',
    password: 'Şifre',
    signIn: 'Giriş yap',
    forgotPassword: 'Şifrenizi mi unuttunuz?',
    register: 'Hesap oluştur',
    backToHome: 'Ana sayfaya dön',
    required: 'Bu alan zorunludur.',
    unexpected: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
    getTheApp: 'Uygulamayı indirin',
    appStore: 'App Store',
    googlePlay: 'Google Play',
  },
});
