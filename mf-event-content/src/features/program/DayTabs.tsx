import { currentLanguage, Tabs } from '@atrium/shared';
import type { ProgramDay } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDay } from '../../utils/dateTime';

/** Day tabs (spec 2 §2.5): date number, day title, weekday name. */
export function DayTabs({
  days,
  selected,
  onSelect,
}: {
  days: ProgramDay[];
  selected: string | null;
  onSelect(id: string): void;
}) {
  const { t } = useTranslation('event');
  const language = currentLanguage();
  return (
    <Tabs
      label={t('programDays')}
      idPrefix="program-day"
      selected={selected}
      onSelect={onSelect}
      tabs={days.map((day) => {
        const { number, weekday, month } = formatDay(day.date, language);
        return {
          id: day.id,
          label: (
            <Day>
              <Number>{number}</Number>
              <span>
                <strong>{day.title}</strong>
                <small>
                  {weekday}, {month}
                </small>
              </span>
            </Day>
          ),
        };
      })}
    />
  );
}

const Day = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  text-align: left;

  span {
    display: flex;
    flex-direction: column;
  }

  strong {
    font-weight: inherit;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Number = styled.span`
  font-size: 1.6rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
`;
