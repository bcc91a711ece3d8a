import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { GlobalStyle, ThemeRoot } from '../theme';
import { configureRemotes } from './federation';
import { RemoteSlot } from './RemoteSlot';
import { useHostProps } from './useHostProps';

/**
 * `npm run dev -w <remote>`: mounts one parcel of the remote from its own dev server, under
 * /:slug/*, so a team works on it without the shell. Its api calls go to the dev server's proxy.
 */
export function startStandalone({ remote, name, module }: { remote: string; name: string; module: string }) {
  configureRemotes(async () => ({
    brand: 'standalone',
    remotes: { [remote]: { name, version: 'dev', entry: '/remoteEntry.js', lastGood: null } },
  }));
  function Area() {
    const { slug = 'demo' } = useParams();
    return <RemoteSlot remote={remote} module={module} props={useHostProps(`/${slug}`, slug)} />;
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
