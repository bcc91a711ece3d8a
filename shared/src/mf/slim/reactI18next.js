// The part of react-i18next the page uses, shared as the `react-i18next` singleton: its whole adds
// <Trans> and an HTML parser nothing here renders (4.5 KB gzip of every page, issue 30). Deep files,
// through the build's alias (createRemoteConfig.js), because the package's own name would be the
// shared module itself. A test (slim.test.ts) checks every name the sources import is here.
export { useTranslation } from 'react-i18next/dist/es/useTranslation.js';
export { initReactI18next } from 'react-i18next/dist/es/initReactI18next.js';
export { I18nextProvider } from 'react-i18next/dist/es/I18nextProvider.js';
