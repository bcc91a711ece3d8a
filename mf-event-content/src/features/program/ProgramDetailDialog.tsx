import { Avatar, Chip, currentLanguage, Icon, listReset, SafeHtml, tabPanel, Tabs, useCall } from '@atrium/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '../../components/Badge';

import { Stars } from '../../components/Stars';
import { PROGRAM_TYPES_WITH_SPEAKERS } from '../../constants';
import { formatDate, formatTime, timeZoneLabel } from '../../utils/dateTime';
import { DetailDialog, useEventDialogs } from '../dialogs';
import { useEvent } from '../event';
import { ParticipantList } from '../participants';
import { useDisplayTimeZone } from '../timeZone';
import { programQuery } from './api';
import { Appreciations } from './Appreciations';
import { useProgramLists } from './useProgramLists';
import { SubEventRegistration } from './SubEventRegistration';

type Tab = 'details' | 'appreciations' | 'participants';

/**
 * The program detail dialog (spec 2 §2.5): details, appreciations, and participants, the last
 * only for attending users (spec 2 §6).
 */
export function ProgramDetailDialog() {
  const { t } = useTranslation('event');
  const event = useEvent();
  const { programId, closeProgram, openSpeaker } = useEventDialogs();
  const { saloons, subEvents, days } = useProgramLists(event, programId !== null);
  const zone = useDisplayTimeZone(event.timezone);
  const language = currentLanguage();
  const [tab, setTab] = useState<Tab>('details');
  const program = useCall(programQuery(programId ?? ''), { enabled: programId !== null });

  useEffect(() => setTab('details'), [programId]);

  const tabs: { id: Tab; label: string }[] = [
    { id: 'details', label: t('details') },
    { id: 'appreciations', label: t('appreciations') },
    ...(event.isAttending ? [{ id: 'participants' as const, label: t('area.attendees') }] : []),
  ];
  const saloon = saloons.find((s) => s.id === program.data?.saloonID);
  const subEvent = subEvents.find((s) => s.id === program.data?.subEventID);
  const day = days.find((d) => d.id === program.data?.dayID);

  return (
    <DetailDialog
      query={program}
      open={programId !== null}
      onClose={closeProgram}
      title={program.data?.title ?? t('programItem')}
      size="lg"
    >
      {(item) => (
        <>
          <Tabs
            label={t('programItem')}
            idPrefix="program-detail"
            tabs={tabs}
            selected={tab}
            onSelect={(id) => setTab(id as Tab)}
          />
          <div {...tabPanel('program-detail', tab)}>
            {tab === 'details' && (
              <Details>
                <Meta>
                  <span>
                    <Icon name="clock" size={16} />
                    {formatDate(item.startDate, zone, language)}, {formatTime(item.startDate, zone, language)} –{' '}
                    {formatTime(item.endDate, zone, language)}{' '}
                    <small>{timeZoneLabel(item.startDate, zone, language)}</small>
                  </span>
                  {day && <span>{day.title}</span>}
                  {saloon && <Badge $color={saloon.color}>{saloon.title}</Badge>}
                  {item.rateCount > 0 && <Stars value={item.avgRate} />}
                </Meta>
                {PROGRAM_TYPES_WITH_SPEAKERS.includes(item.type) && item.speakers.length > 0 && (
                  <Speakers aria-label={t('area.speakers')}>
                    {item.speakers.map(({ speaker }) => (
                      <li key={speaker.id}>
                        <Chip
                          media={<Avatar src={speaker.image} name={speaker.fullName} size={48} />}
                          label={<strong>{speaker.fullName}</strong>}
                          detail={[speaker.title, speaker.firmName].filter(Boolean).join(', ')}
                          onClick={() => openSpeaker(speaker.id)}
                        />
                      </li>
                    ))}
                  </Speakers>
                )}
                {subEvent && <SubEventRegistration event={event} subEvent={subEvent} />}
                <SafeHtml html={item.details} data-testid="program-details" />
              </Details>
            )}
            {tab === 'appreciations' && <Appreciations event={event} program={item} />}
            {tab === 'participants' && event.isAttending && (
              <ParticipantList
                eventId={event.id}
                query={{ subEventID: item.subEventID }}
                filtered={Boolean(item.subEventID)}
              />
            )}
          </div>
        </>
      )}
    </DetailDialog>
  );
}

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding-top: ${({ theme }) => theme.spacing.sm};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.muted};

  > span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Speakers = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}
`;
