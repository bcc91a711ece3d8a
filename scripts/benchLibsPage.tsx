// The second baseline of issue 30 item 5: the bare page's sign-in form, rendered through the
// libraries the shell must load before any of Atrium's own code (DESIGN.md's chosen stack, shared
// whole as Module Federation shares them, or through the same slim entries the build uses). What
// Lighthouse says of this page is the floor any page of the product can reach with that stack.
import { init, loadRemote } from '@module-federation/enhanced/runtime';
import * as i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import * as reactQuery from '@tanstack/react-query';
import * as reactI18next from 'react-i18next';
import * as router from 'react-router-dom';
import * as rxjs from 'rxjs';
import * as singleSpa from 'single-spa';
import * as singleSpaReact from 'single-spa-react';
import * as styled from 'styled-components';
import * as zustand from 'zustand';

// A shared module is one whole module to the bundler: keep every export, as the real build does.
Object.assign(window, {
  __libs: [i18next, reactQuery, reactI18next, router, rxjs, singleSpa, singleSpaReact, styled, zustand, loadRemote],
});

init({ name: 'bench_libs', remotes: [] });
void i18next.default.use(reactI18next.initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { title: 'Sign in', email: 'E-mail', password: 'Password' } } },
});
const queryClient = new reactQuery.QueryClient();
const Main = styled.default.main`
  max-width: 360px;
  margin: 48px auto;
  padding: 0 16px;
  font-family: system-ui, sans-serif;
`;

function SignIn() {
  const { t } = reactI18next.useTranslation();
  return (
    <Main>
      <h1>{t('title')}</h1>
      <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: 12 }}>
        <label htmlFor="email">{t('email')}</label>
        <input id="email" type="email" autoComplete="email" required />
        <label htmlFor="password">{t('password')}</label>
        <input id="password" type="password" autoComplete="current-password" required />
        <button type="submit">{t('title')}</button>
      </form>
    </Main>
  );
}

createRoot(document.getElementById('root')!).render(
  <reactQuery.QueryClientProvider client={queryClient}>
    <router.BrowserRouter>
      <router.Routes>
        <router.Route path="*" element={<SignIn />} />
      </router.Routes>
    </router.BrowserRouter>
  </reactQuery.QueryClientProvider>,
);
