import { currentLanguage, visuallyHidden } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { browserTimeZone, timeZoneLabel } from '../../utils/dateTime';
import { useTimeZoneMode, type TimeZoneMode } from './timeZoneStore';

/**
 * Switches the event's times between its own time zone and the attendee's (issue 5). When the two
 * keep the same time, there is nothing to switch: it says so instead (issue 11 item 13).
 */
export function TimeZoneToggle({ eventTimeZone, at }: { eventTimeZone: string; at: string }) {
  const { t } = useTranslation('event');
  const { mode, setMode } = useTimeZoneMode();
  const language = currentLanguage();
  const eventLabel = timeZoneLabel(at, eventTimeZone, language);
  if (eventLabel === timeZoneLabel(at, browserTimeZone(), language)) {
    return <Same>{t('sameTimeZone', { zone: eventLabel })}</Same>;
  }
  const options: { value: TimeZoneMode; label: string; zone: string }[] = [
    { value: 'event', label: t('eventTime'), zone: eventTimeZone },
    { value: 'mine', label: t('myTime'), zone: browserTimeZone() },
  ];
  return (
    <Group role="radiogroup" aria-label={t('showTimesIn')}>
      {options.map((option) => (
        <Option key={option.value} $on={mode === option.value}>
          <input
            type="radio"
            name="timeZoneMode"
            value={option.value}
            checked={mode === option.value}
            onChange={() => setMode(option.value)}
          />
          <span>{option.label}</span>
          <small>{timeZoneLabel(at, option.zone, language)}</small>
        </Option>
      ))}
    </Group>
  );
}

const Same = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 2px;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Option = styled.label<{ $on: boolean }>`
  position: relative;
  flex: 1 1 auto;
  display: inline-flex;
  flex-direction: column;
  justify-content: center;
  min-height: 44px;
  padding: 2px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $on, theme }) => ($on ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ $on, theme }) => ($on ? theme.shadow.raised : 'none')};
  cursor: pointer;

  input {
    ${visuallyHidden}
  }

  span {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
