import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { api } from '../api';
import { sessionStore } from '../session';
import { GlobalStyle, ThemeRoot } from '../theme';
import { REMOTES, type RemoteName } from './catalogue';
import { configureRemotes } from './federation';
import { RemoteSlot } from './RemoteSlot';
import { useHostProps } from './useHostProps';

/**
 * `webpack serve` of one remote: mounts its first exposed parcel (in the catalogue) from its own
 * dev server under /:slug/*, with the brand of the URL loaded, so a team works on it without the
 * shell. The dev server proxies /api to the api of `npm start`.
 */
export function startStandalone(remote: RemoteName) {
  const { container, exposes } = REMOTES[remote];
  const module = Object.keys(exposes)[0];
  configureRemotes(async () => ({
    brand: 'standalone',
    remotes: { [remote]: { name: container, version: 'dev', entry: '/remoteEntry.js', lastGood: null } },
  }));
  const slug = window.location.pathname.split('/')[1] || 'demo';
  // The standalone dev host's own boot, as the shell's earlyRequests: the brand before any feature.
  void api.call('login/getapplication', { id: slug }).then((res) => {
    if (res.data) sessionStore.getState().setApplication(res.data);
  });
  function Area() {
    const { slug: current = slug } = useParams();
    return <RemoteSlot remote={remote} module={module} props={useHostProps(`/${current}`, current)} />;
  }
  createRoot(document.body.appendChild(document.createElement('div'))).render(
    <ThemeRoot>
      <GlobalStyle />
      <BrowserRouter>
        <Routes>
          <Route path="/:slug/*" element={<Area />} />
          <Route path="*" element={<Area />} />
        </Routes>
      </BrowserRouter>
    </ThemeRoot>,
  );
}
