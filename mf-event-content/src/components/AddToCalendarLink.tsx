import { Icon } from '@atrium/shared';
import type { EventCard } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import { calendarEventUrl } from '../utils/calendar';

/**
 * The add-to-calendar link of an event card (spec 1 §2) and the event's home (spec 2 §2.3), in a
 * new tab; none for an event that has ended, which no one would add (issue 11 item 13).
 */
export function AddToCalendarLink({
  event,
  iconSize,
  className,
}: {
  event: Pick<EventCard, 'title' | 'startDate' | 'endDate' | 'location'>;
  iconSize: number;
  className?: string;
}) {
  const { t } = useTranslation('event');
  if (Date.parse(event.endDate) < Date.now()) return null;
  const location = [event.location.venue, event.location.address].filter(Boolean).join(', ');
  const { title, startDate, endDate } = event;
  return (
    <a
      className={className}
      href={calendarEventUrl({ title, startDate, endDate, location })}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name="calendarPlus" size={iconSize} />
      {t('addToCalendar')}
    </a>
  );
}
