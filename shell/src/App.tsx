import { bus, GlobalStyle, inBrand, routes, SnackbarHost, sessionStore, ThemeRoot } from '@atrium/shared';
import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { RootRedirect, useBrand } from './features/brand';
import { BrandLayout, FullPageSkeleton } from './features/layout';
import { useBrandRemotes } from './features/remotes';
import { BrandRoutes, usePendingActivationCode, useScrollToTop } from './features/routing';
import { isAccountLoad, logoutOnRequest, SignedInServices, useSignInState, useUnreadCounts } from './features/session';
import './i18n/shell';

export function App() {
  return (
    <ThemeRoot>
      <GlobalStyle />
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<RootRedirect />} />
          <Route path="/:slug/*" element={<Brand />} />
        </Routes>
      </BrowserRouter>
      <SnackbarHost />
    </ThemeRoot>
  );
}

/** Everything under /:slug: the brand, the session, the layout and the remote areas. */
function Brand() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const brand = useBrand(slug);
  useBrandRemotes(slug);
  const user = useSignInState(brand === 'ready');
  useUnreadCounts();
  useScrollToTop();
  usePendingActivationCode();

  // Spec 1 §8: a 401 on account/get clears the token and goes to the application's slug page.
  useEffect(() => {
    const sub = bus.on('api.unauthorized').subscribe(({ path }) => {
      if (!isAccountLoad(path)) return;
      sessionStore.getState().signOut();
      navigate(inBrand(slug, routes.home()), { replace: true });
    });
    return () => sub.unsubscribe();
  }, [navigate, slug]);

  useEffect(() => {
    const sub = logoutOnRequest();
    return () => sub.unsubscribe();
  }, []);

  useEffect(() => {
    const sub = bus.on('navigate').subscribe(({ to, replace }) => navigate(to, { replace }));
    return () => sub.unsubscribe();
  }, [navigate]);

  if (brand === 'failed') return <Navigate to="/" replace />;
  if (brand === 'loading') return <FullPageSkeleton />;
  return (
    <BrandLayout>
      <BrandRoutes />
      {user && (
        <Suspense fallback={null}>
          <SignedInServices slug={slug} userId={user.id} />
        </Suspense>
      )}
    </BrandLayout>
  );
}
