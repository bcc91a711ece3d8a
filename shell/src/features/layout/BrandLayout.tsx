import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { PolicyDialog, RemoteDialogs } from '../dialogs';
import { AboutDialog } from './AboutDialog';
import { ConnectionBanner } from './ConnectionBanner';
import { Drawer } from './Drawer';
import { Header } from './Header';
import { useBackPath } from './useBackPath';

export function BrandLayout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  useBackPath();
  return (
    <>
      <ConnectionBanner />
      <Header onOpenDrawer={() => setDrawerOpen(true)} />
      <Main>{children}</Main>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onAbout={() => setAboutOpen(true)} />
      <PolicyDialog />
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
      <RemoteDialogs />
    </>
  );
}

const Main = styled.main`
  min-height: calc(100vh - 56px);
`;
