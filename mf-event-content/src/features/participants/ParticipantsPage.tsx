import { DEBOUNCE_MS, EmptyState, useCall, useDebouncedText } from '@atrium/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Filters } from '../../components/Filters';
import { ModulePage } from '../../components/ModulePage';
import { SearchField } from '@atrium/shared/lists';
import { SelectField } from '../../components/SelectField';
import { offersAppointments } from '../../utils/appointments';
import { useEvent } from '../event';
import { groupsQuery } from './api';
import { ParticipantList } from './ParticipantList';

/** Participants (spec 2 §2.7): by group and search term, for attending users only (spec 2 §6). */
export function ParticipantsPage() {
  const { t } = useTranslation('event');
  const event = useEvent();
  const [groupID, setGroupID] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedText(search, DEBOUNCE_MS.search);
  const groups = useCall(groupsQuery(event.id), { enabled: event.isAttending });

  return (
    <ModulePage aria-labelledby="participants-heading">
      <h1 id="participants-heading">{t('area.attendees')}</h1>
      {!event.isAttending ? (
        <EmptyState message={t('attendeesOnly')} />
      ) : (
        <>
          <Filters>
            <SearchField label={t('searchParticipants')} value={search} onChange={setSearch} />
            <SelectField
              label={t('group')}
              value={groupID ?? ''}
              onChange={(e) => setGroupID(e.target.value || null)}
              options={[
                { value: '', label: t('allGroups') },
                ...(groups.data?.items ?? []).map((group) => ({ value: group.id, label: group.title })),
              ]}
            />
          </Filters>
          <ParticipantList
            eventId={event.id}
            query={{ groupID, searchTerm }}
            filtered={Boolean(groupID || searchTerm)}
            appointments={offersAppointments(event)}
          />
        </>
      )}
    </ModulePage>
  );
}
