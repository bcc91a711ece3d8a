import { BREAKPOINTS, bus, currentLanguage, EmptyState, routes, Skeleton } from '@atrium/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useWindowSize } from '../../hooks/useWindowSize';
import { eventColorStyle } from './eventColor';
import { useCurrentEvent } from './eventStore';
import { LeftMenu } from './LeftMenu';
import { menuItems } from './menu';
import { MobileHeader } from './MobileHeader';
import { RightPanel } from './RightPanel';
import { SessionTopBar } from './SessionTopBar';
import { useSideMenuOpen } from './useSideMenuOpen';

/**
 * The event wrapper (spec 2 §2.2): loads the event named in the route (spec 2 §4 Event load), then
 * frames its pages with the left menu, the session top bar and the right panel above 991 px, or
 * the mobile header at or below.
 */
export function EventWrapper() {
  const { t } = useTranslation('event');
  const { id = '' } = useParams();
  const { status, event, error, load, leave } = useCurrentEvent();
  const { width } = useWindowSize();
  const open = useSideMenuOpen();
  const language = currentLanguage();
  const items = useMemo(() => (event ? menuItems(event.modules, language) : []), [event, language]);

  useEffect(() => {
    void load(id);
  }, [id, load]);

  // Leaving the event: calls stop carrying its id.
  useEffect(() => () => leave(), [leave]);

  // An activation may have made the user an attendee of this very event.
  useEffect(() => {
    const subscription = bus.on('event.activated').subscribe(({ slug }) => {
      if (slug === id) void load(id);
    });
    return () => subscription.unsubscribe();
  }, [id, load]);

  if (status === 'notFound' || status === 'failed') {
    return (
      <Missing role="alert">
        <EmptyState
          message={error ?? t('dataNotFound')}
          onRefresh={status === 'failed' ? () => void load(id) : undefined}
        />
        <Link to={routes.home()}>{t('backToEvents')}</Link>
      </Missing>
    );
  }
  if (!event || status !== 'ready') {
    return (
      <Loading aria-busy="true" aria-label={t('loadingEvent')}>
        <Skeleton height={220} />
        <Skeleton height={24} width="60%" />
        <Skeleton height={16} width="40%" />
      </Loading>
    );
  }

  const wide = width > BREAKPOINTS.wide;
  return (
    <Layout $wide={wide} style={eventColorStyle(event)}>
      {wide ? <LeftMenu slug={event.slug} items={items} open={open} /> : <MobileHeader event={event} items={items} />}
      <Content>
        {wide && <SessionTopBar event={event} />}
        <Page>
          <Outlet />
        </Page>
      </Content>
      {wide && <RightPanel event={event} />}
    </Layout>
  );
}

const Layout = styled.div<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: ${({ $wide }) => ($wide ? 'auto minmax(0, 1fr) 300px' : 'minmax(0, 1fr)')};
  min-height: calc(100vh - 56px);
  background: ${({ theme }) => theme.colors.background};
`;

const Content = styled.div`
  min-width: 0;
`;

const Page = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.md};
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.md};
`;

const Missing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
