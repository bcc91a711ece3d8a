import { EmptyState } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import { ModulePage } from '../../components/ModulePage';
import { useEvent } from '../event';
import { SurveyList } from './SurveyList';

/** Surveys (spec 2 §2.15): the event's surveys, answered by its attendees only (spec 2 §6). */
export function SurveysPage() {
  const { t } = useTranslation('event');
  const event = useEvent();
  return (
    <ModulePage aria-labelledby="surveys-heading">
      <h1 id="surveys-heading">{t('area.surveys')}</h1>
      {event.isAttending ? <SurveyList /> : <EmptyState message={t('surveys.attendeesOnly')} />}
    </ModulePage>
  );
}
