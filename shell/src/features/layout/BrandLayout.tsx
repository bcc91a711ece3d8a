import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('shell');
  useBackPath();
  return (
    <>
      {/* The first tab stop: past the header and menus to the page itself (WCAG 2.4.1). */}
      <SkipLink
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // Focus alone: the URL keeps no fragment for the router to see.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t('skipToContent')}
      </SkipLink>
      <ConnectionBanner />
      <Header onOpenDrawer={() => setDrawerOpen(true)} />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onAbout={() => setAboutOpen(true)} />
      <PolicyDialog />
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
      <RemoteDialogs />
    </>
  );
}

const MAIN_ID = 'main-content';

const Main = styled.main`
  min-height: calc(100vh - 56px);

  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: 1000;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
  transform: translateY(-200%);

  &:focus {
    transform: none;
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
