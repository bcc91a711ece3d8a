import {
  BREAKPOINTS,
  bus,
  currentLanguage,
  invalidateOn,
  QueryState,
  ROUTE_PATHS,
  routes,
  sessionStore,
  Skeleton,
  useCall,
  useLoadCall,
  useDocumentTitle,
} from '@atrium/shared';
import type { Event } from '@atrium/shared/contract';
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatch, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useWindowSize } from '../../hooks/useWindowSize';
import { currentParticipantQuery, eventBySlugQuery } from './api';
import { eventColorStyle } from './eventColor';
import { LeftMenu } from './LeftMenu';
import { menuItems } from './menu';
import { MobileHeader } from './MobileHeader';
import { RightPanel } from './RightPanel';
import { SessionTopBar } from './SessionTopBar';
import { CurrentEvent } from './useEvent';
import { useSideMenuOpen } from './useSideMenuOpen';

/**
 * The event wrapper (spec 2 §2.2): loads the event named in the route (spec 2 §4 Event load), then
 * frames its pages with the left menu, the session top bar and the right panel above 991 px, or
 * the mobile header at or below. `children` (the event's dialogs) render beside the frame, inside
 * the loaded event.
 */
export function EventWrapper({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('event');
  const { id = '' } = useParams();
  const event = useCall(eventBySlugQuery(id));
  const eventId = event.data?.id ?? null;
  useDocumentTitle(usePageName(), event.data?.title);

  // Calls made inside the event carry its id as X-Event-Id, set before the pages' first calls;
  // another event, or leaving, clears it.
  useLayoutEffect(() => {
    sessionStore.getState().setEventId(eventId);
    return () => sessionStore.getState().setEventId(null);
  }, [eventId]);

  // An activation may have made the user an attendee of this very event.
  useEffect(() => {
    const subscription = invalidateOn(bus.on('event.activated'), ({ slug }) => eventBySlugQuery(slug).queryKey);
    return () => subscription.unsubscribe();
  }, []);

  return (
    <QueryState
      query={event}
      loading={
        <Loading role="status" aria-busy="true" aria-label={t('loadingEvent')}>
          <Skeleton height={220} />
          <Skeleton height={24} width="60%" />
          <Skeleton height={16} width="40%" />
        </Loading>
      }
      notFound={<BackLink to={routes.home()}>{t('backToEvents')}</BackLink>}
    >
      {(loaded) => (
        <CurrentEvent.Provider value={loaded}>
          <EventFrame event={loaded} />
          {children}
        </CurrentEvent.Provider>
      )}
    </QueryState>
  );
}

/**
 * The name of the event's page in view, for the document title: the reception, or the area its path
 * starts with (program, live/7 ...) in the words of the event's pages; none on a path it does not know.
 * The wrapper names them all, including the pages other remotes render inside it.
 */
function usePageName(): string | null {
  const { t, i18n } = useTranslation('event');
  const area = useMatch(`/${ROUTE_PATHS.event}/:area/*`)?.params.area;
  if (!area) return t('reception');
  return i18n.exists(`area.${area}`, { ns: 'event' }) ? t(`area.${area}`) : null;
}

function EventFrame({ event }: { event: Event }) {
  const { width } = useWindowSize();
  const open = useSideMenuOpen();
  const language = currentLanguage();
  const items = useMemo(() => menuItems(event.modules, language), [event.modules, language]);
  // Spec 2 §4: an attendee's participant is loaded with the event, into the cache the pages share.
  useLoadCall(currentParticipantQuery(event.id), { enabled: event.isAttending });

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
  /* Narrow, the mobile header is a row of its own: rows keep their height, or a short page stretches
     the header to fill the screen. Wide, the one row stretches so the side columns fill the height. */
  align-content: ${({ $wide }) => ($wide ? 'stretch' : 'start')};
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

const Loading = styled(Page)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
`;
