import { BREAKPOINTS, currentLanguage, Icon, listReset, routes, useCall } from '@atrium/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { moduleIcon } from '../../components/iconNames';
import { HeaderCover, PageHeader } from '../../components/PageHeader';
import { MODULE_ROUTES, SOCIAL_HUB_MODULE } from '../../constants';
import { useWindowSize } from '../../hooks/useWindowSize';
import { formatRange, timeZoneLabel } from '../../utils/dateTime';
import { externalUrl } from '../../utils/externalUrl';
import { useEvent } from '../event';
import { TimeZoneToggle, useDisplayTimeZone } from '../timeZone';
import { registrationFormUrlsQuery } from './api';
import { AttendanceActions } from './AttendanceActions';
import { EventInfo } from './EventInfo';

/** On phones the reception lists the modules too (spec 2 §2.3). */
function ModuleGrid() {
  const { t } = useTranslation('event');
  const event = useEvent();
  const language = currentLanguage();
  const modules = useMemo(() => event.modules.filter((module) => module.name !== SOCIAL_HUB_MODULE), [event.modules]);
  return (
    <Grid aria-label={t('modules')}>
      {modules.map((module, index) => {
        const title = (language === 'tr' && module.titleTr) || module.title;
        const content = (
          <>
            <Icon name={moduleIcon(module.name, module.isCustom)} size={24} />
            {title}
          </>
        );
        const href = module.isCustom ? externalUrl(module.url) : null;
        const route = MODULE_ROUTES[module.name];
        return (
          <li key={`${module.name}-${index}`}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {content}
              </a>
            ) : route ? (
              <Link to={routes.eventModule(event.slug, route)}>{content}</Link>
            ) : null}
          </li>
        );
      })}
    </Grid>
  );
}

/** The reception (spec 2 §2.3, §2.4): header, dates and time zone, venue, what to do next, then the info. */
export function EventHome() {
  const { t } = useTranslation('event');
  const event = useEvent();
  // The registration and ticket forms a visitor chooses among (spec 2 §2.3).
  const forms = useCall(registrationFormUrlsQuery(event.id));
  const zone = useDisplayTimeZone(event.timezone);
  const language = currentLanguage();
  const { width } = useWindowSize();
  const venue = [event.location.venue, event.location.address].filter(Boolean).join(', ');

  return (
    <Page>
      <PageHeader>
        {event.image && <HeaderCover src={event.image} alt="" />}
        <Head>
          {event.logo && <Logo src={event.logo} alt="" width={88} height={88} />}
          <div>
            <h1>{event.title}</h1>
            <Meta>
              <Icon name="program" size={18} />
              <span data-testid="event-dates">
                {formatRange(event.startDate, event.endDate, zone, language)}{' '}
                <small>{timeZoneLabel(event.startDate, zone, language)}</small>
              </span>
            </Meta>
            {venue && (
              <Meta>
                <Icon name="pin" size={18} />
                <span>{venue}</span>
              </Meta>
            )}
          </div>
        </Head>
        <Bottom>
          <AttendanceActions event={event} formUrls={forms.data?.items ?? []} />
          <TimeZoneToggle eventTimeZone={event.timezone} at={event.startDate} />
        </Bottom>
        {!event.isAttending && <Note>{t('visitorNote')}</Note>}
      </PageHeader>
      {width <= BREAKPOINTS.wide && <ModuleGrid />}
      <EventInfo event={event} />
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};

  > div {
    flex: 1 1 260px;
    min-width: 0;
  }

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Logo = styled.img`
  flex: none;
  margin-top: -48px;
  border: 4px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Meta = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.muted};

  svg {
    flex: none;
    margin-top: 3px;
  }

  small {
    white-space: nowrap;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: 0 ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.md};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}

  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 88px;
    padding: ${({ theme }) => theme.spacing.sm};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.raised};
    color: ${({ theme }) => theme.colors.text};
    text-align: center;
    text-decoration: none;
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  svg {
    color: var(--event-color);
  }
`;
