import { Icon } from '@atrium/shared';
import type { Event, RegistrationFormUrl } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { AddToCalendarLink } from '../../components/AddToCalendarLink';
import { externalUrl } from '../../utils/externalUrl';

/**
 * Spec 2 §2.3: an attendee gets an add-to-calendar link; a visitor a contact-us mail link when the
 * event has no registration forms, otherwise the registration or ticket forms.
 */
export function AttendanceActions({ event, formUrls }: { event: Event; formUrls: RegistrationFormUrl[] }) {
  const { t } = useTranslation('event');
  if (event.isAttending) {
    return (
      <Actions>
        <CalendarAction event={event} iconSize={18} />
      </Actions>
    );
  }
  const forms = formUrls
    .map((form) => ({ title: form.title, url: externalUrl(form.url) }))
    .filter((form): form is { title: string; url: string } => form.url !== null);
  if (forms.length === 0) {
    const email = event.contactEmail ?? event.organizator.email;
    return email ? (
      <Actions>
        <Action href={`mailto:${email}`}>
          <Icon name="mail" size={18} />
          {t('contactUs')}
        </Action>
      </Actions>
    ) : null;
  }
  return (
    <Actions>
      <Forms>
        <summary>
          <Icon name="program" size={18} />
          {t('register')}
        </summary>
        <ul aria-label={t('registrationForms')}>
          {forms.map((form) => (
            <li key={form.url}>
              <a href={form.url} target="_blank" rel="noopener noreferrer">
                {form.title}
                <Icon name="external" size={14} />
              </a>
            </li>
          ))}
        </ul>
      </Forms>
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** A button-like link or summary in the event's colour. */
const actionLook = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--event-color);
  color: var(--event-color-text);
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
`;

const Action = styled.a`
  ${actionLook}
`;

const CalendarAction = styled(AddToCalendarLink)`
  ${actionLook}
`;

const Forms = styled.details`
  position: relative;

  summary {
    ${actionLook}
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  ul {
    position: absolute;
    z-index: 2;
    min-width: 240px;
    margin: 4px 0 0;
    padding: ${({ theme }) => theme.spacing.xs};
    list-style: none;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.overlay};
  }

  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.spacing.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  a:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;
