import { Button, Dialog, Icon, QueryState, routes, SafeHtml, Skeleton, useCall } from '@atrium/shared';
import type { Stand } from '@atrium/shared/contract';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { ContactCard } from '../../components/ContactCard';
import { InfoCard } from '../../components/InfoCard';
import { LocationCard } from '../../components/LocationCard';
import { ModulePage } from '../../components/ModulePage';
import { HeaderCover, PageHeader } from '../../components/PageHeader';
import { offersAppointments } from '../../utils/appointments';
import { useEvent } from '../event';
import { QuestionForm } from '../questions';
import { SurveyList, surveysQuery } from '../surveys';
import { standQuery } from './api';
import { BoothGallery } from './BoothGallery';
import { BoothLinks } from './BoothLinks';
import { BoothManagers } from './BoothManagers';
import './i18n';
import type { BoothLocationState } from './StandsPage';
import { useBoothCheckIn } from './useBoothCheckIn';

/** Back to the stands as they were left (page and filters), or to their first page. */
function useStandsLink(): string {
  const { slug } = useEvent();
  const state = useLocation().state as Partial<BoothLocationState> | null;
  return `${routes.eventModule(slug, 'stands')}${state?.standsSearch ?? ''}`;
}

/**
 * A booth (spec 2 §2.10): cover, logo, title and hall, its links, managers, gallery, about,
 * location, contacts and social links, with the check-in of spec 2 §4. An unknown booth shows the
 * not-found state with the way back.
 */
export function BoothPage() {
  const { t } = useTranslation('event');
  const event = useEvent();
  const { stand_id: standId = '' } = useParams();
  const stand = useCall(standQuery(event.id, standId));
  const back = useStandsLink();

  return (
    <ModulePage aria-label={stand.data?.item.title ?? t('area.booth')}>
      <BackLink to={back}>
        <Icon name="back" size={18} />
        {t('booths.backToStands')}
      </BackLink>
      <QueryState
        query={stand}
        loading={
          <>
            <Skeleton height={280} />
            <Skeleton height={120} />
          </>
        }
        notFound={<Link to={back}>{t('booths.backToStands')}</Link>}
      >
        {({ item }) => <Booth stand={item} />}
      </QueryState>
    </ModulePage>
  );
}

function Booth({ stand }: { stand: Stand }) {
  const { t } = useTranslation('event');
  const event = useEvent();
  const { due, checkIn, busy, questions, send, dismiss } = useBoothCheckIn(stand, event);
  const ids = { links: useId(), managers: useId(), gallery: useId(), about: useId(), surveys: useId() };
  // The booth's surveys (spec 2 §2.10), for attendees (spec 2 §6); a booth without any shows no block.
  const surveys = useCall(surveysQuery(event.id, stand.id), { enabled: event.isAttending });
  const hasSurveys = event.isAttending && (surveys.data?.items.length ?? 0) > 0;

  return (
    <>
      <PageHeader>
        {stand.cover && <HeaderCover src={stand.cover} alt="" />}
        <Head>
          {stand.image && <Logo src={stand.image} alt="" width={96} height={96} />}
          <Titles>
            <h1>{stand.title}</h1>
            <Tags>
              {stand.saloon && <Badge>{stand.saloon.title}</Badge>}
              {stand.isCheckedIn && (
                <CheckedIn data-testid="checked-in">
                  <Icon name="check" size={14} />
                  {t('booths.checkedIn')}
                </CheckedIn>
              )}
            </Tags>
          </Titles>
          {due && (
            <Button variant="secondary" loading={busy} onClick={() => void checkIn()}>
              <Icon name="check" size={18} />
              {t('booths.checkIn')}
            </Button>
          )}
        </Head>
      </PageHeader>
      {stand.links.length > 0 && (
        <InfoCard aria-labelledby={ids.links}>
          <h2 id={ids.links}>{t('booths.links')}</h2>
          <BoothLinks links={stand.links} />
        </InfoCard>
      )}
      {stand.managers.length > 0 && (
        <InfoCard aria-labelledby={ids.managers}>
          <h2 id={ids.managers}>{t('booths.managers')}</h2>
          <BoothManagers
            managers={stand.managers}
            eventId={event.id}
            appointments={event.isAttending && offersAppointments(event)}
          />
        </InfoCard>
      )}
      {stand.gallery.length > 0 && (
        <InfoCard aria-labelledby={ids.gallery}>
          <h2 id={ids.gallery}>{t('booths.gallery')}</h2>
          <BoothGallery items={stand.gallery} title={`${t('booths.gallery')}: ${stand.title}`} />
        </InfoCard>
      )}
      {stand.detail && (
        <InfoCard aria-labelledby={ids.about}>
          <h2 id={ids.about}>{t('booths.about')}</h2>
          <SafeHtml html={stand.detail} data-testid="booth-about" />
        </InfoCard>
      )}
      {hasSurveys && (
        <InfoCard aria-labelledby={ids.surveys}>
          <h2 id={ids.surveys}>{t('booths.surveys')}</h2>
          <SurveyList standId={stand.id} />
        </InfoCard>
      )}
      {stand.location && <LocationCard location={stand.location} heading={t('booths.location')} place={stand.title} />}
      <ContactCard organizator={stand.organizator} socialMedia={stand.socialMedia} heading={t('booths.contact')} />
      <Dialog open={questions !== null} onClose={dismiss} title={t('booths.questionsTitle', { booth: stand.title })}>
        <Intro>{t('booths.questionsIntro', { booth: stand.title })}</Intro>
        {questions && (
          <Suspense fallback={null}>
            <QuestionForm
              questions={questions}
              formId={stand.id}
              submitLabel={t('booths.checkIn')}
              onSubmit={send}
              onCancel={dismiss}
            />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: 6px;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
`;

const Logo = styled.img`
  flex: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  object-fit: contain;
`;

const Titles = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 200px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const CheckedIn = styled(Badge)`
  border-color: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.success};

  &::before {
    display: none;
  }
`;
