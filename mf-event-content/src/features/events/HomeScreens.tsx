import {
  EVENT_SEARCH_TYPE,
  PAGE_SIZE,
  routes,
  useDocumentTitle,
  useSession,
  useUser,
  type EventSearchType,
} from '@atrium/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ActivationCodeBar } from '../activation';
import { EventList } from './EventList';
import { EventTabs } from './EventTabs';

/** The title block: all a guest sees of home (spec 1 §2). */
function TitleBlock() {
  const { t } = useTranslation('event');
  const user = useUser();
  const application = useSession((s) => s.application);
  return (
    <Title>
      <h1>
        {user ? t('welcomeUser', { name: user.firstName }) : t('welcomeGuest', { name: application?.name ?? '' })}
      </h1>
      <p>{user ? t('homeIntro') : t('guestIntro')}</p>
      {!user && (
        <GuestLinks>
          <Link to={routes.login()}>{t('login')}</Link>
          <Link to={routes.register()}>{t('register')}</Link>
        </GuestLinks>
      )}
    </Title>
  );
}

function Page({ children }: { children: ReactNode }) {
  return <Main>{children}</Main>;
}

/** Home (spec 1 §2): the attended-events block with its activation-code bar, then the list tabs. */
export function HomeScreen() {
  const { t } = useTranslation('event');
  const signedIn = useSession((s) => s.status === 'signedIn');
  useDocumentTitle(t('home'));
  return (
    <Page>
      <TitleBlock />
      {signedIn && (
        <>
          <EventTabs />
          <Block aria-labelledby="attended-heading">
            <BlockHead>
              <h2 id="attended-heading">{t('attendedEvents')}</h2>
              <Link to={routes.events()}>{t('seeAll')}</Link>
            </BlockHead>
            <ActivationCodeBar />
            <EventList
              searchType={EVENT_SEARCH_TYPE.attended}
              pageSize={PAGE_SIZE.homeEventCards}
              infinite={false}
              label={t('attendedEvents')}
              emptyMessage={t('emptyAttended')}
            />
          </Block>
        </>
      )}
    </Page>
  );
}

const LISTS: Record<EventSearchType, { title: string; empty: string }> = {
  [EVENT_SEARCH_TYPE.attended]: { title: 'tabAttended', empty: 'emptyAttended' },
  [EVENT_SEARCH_TYPE.upcoming]: { title: 'tabUpcoming', empty: 'emptyUpcoming' },
  [EVENT_SEARCH_TYPE.past]: { title: 'tabPast', empty: 'emptyPast' },
};

/** events, incomingevents, pastevents (spec 1 §2): one list with infinite scroll, 10 at a time. */
export function EventListScreen({ searchType }: { searchType: EventSearchType }) {
  const { t } = useTranslation('event');
  const { title, empty } = LISTS[searchType];
  useDocumentTitle(t(title));
  return (
    <Page>
      <TitleBlock />
      <EventTabs />
      {searchType === EVENT_SEARCH_TYPE.attended && <ActivationCodeBar />}
      <EventList
        key={searchType}
        searchType={searchType}
        pageSize={PAGE_SIZE.eventList}
        label={t(title)}
        emptyMessage={t(empty)}
      />
    </Page>
  );
}

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.md};
`;

const Title = styled.header`
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const GuestLinks = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.md};

  a {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const BlockHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
