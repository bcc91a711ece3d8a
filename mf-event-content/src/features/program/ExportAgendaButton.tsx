import { Button, errorMessage, Icon } from '@atrium/shared';
import type { Event } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { htmlToText } from '../../utils/htmlText';
import { buildCalendar, downloadCalendar, useAgenda } from '../agenda';
import { reportError } from '../event';
import { fetchPrograms } from './api';
import { useProgramLists } from './useProgramLists';

/** Downloads the starred program items as an .ics file (issue 5 "beyond the seeds"). */
export function ExportAgendaButton({ event }: { event: Event }) {
  const { t } = useTranslation('event');
  const { programIds } = useAgenda(event);
  const { saloons } = useProgramLists(event);
  const [busy, setBusy] = useState(false);

  async function exportAgenda() {
    setBusy(true);
    try {
      const { items } = await fetchPrograms(event.id, programIds);
      const venue = event.location.venue;
      const calendar = buildCalendar(
        t('agendaCalendarName', { event: event.title }),
        items.map((item) => ({
          uid: `program-${item.id}@atrium`,
          title: item.title,
          start: item.startDate,
          end: item.endDate,
          location: [saloons.find((saloon) => saloon.id === item.saloonID)?.title, venue].filter(Boolean).join(', '),
          description: htmlToText(item.details),
        })),
      );
      downloadCalendar(`${event.slug}-agenda.ics`, calendar);
    } catch (error) {
      reportError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" onClick={exportAgenda} loading={busy} disabled={programIds.length === 0}>
      <Icon name="download" size={18} />
      {t('exportAgenda')}
    </Button>
  );
}
