import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { RemoteDialogs } from '../dialogs';
import { AboutDialog } from './AboutDialog';
import { ConnectionBanner } from './ConnectionBanner';
import { Drawer } from './Drawer';
import { Header } from './Header';
import { PolicyDialog } from './PolicyDialog';
import { useBackPath } from './useBackPath';

export function BrandLayout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [policy, setPolicy] = useState<number | null>(null);
  const [aboutOpen, setAboutOpen] = useState(false);
  useBackPath();
  return (
    <>
      <ConnectionBanner />
      <Header onOpenDrawer={() => setDrawerOpen(true)} />
      <Main>{children}</Main>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        onPolicy={setPolicy}
        onAbout={() => setAboutOpen(true)}
      />
      <PolicyDialog policy={policy} onClose={() => setPolicy(null)} />
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
      <RemoteDialogs />
    </>
  );
}

const Main = styled.main`
  min-height: calc(100vh - 56px);
`;
