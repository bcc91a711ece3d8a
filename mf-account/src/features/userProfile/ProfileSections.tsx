import { bus, Button, currentLanguage, Icon, listReset, type IconName } from '@atrium/shared';
import type { EnumItem, OtherUserProfile, SameEvent } from '@atrium/shared/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { period } from '../../utils/period';
import { eventDays, hasFinished } from './dates';

interface SectionsProps {
  profile: OtherUserProfile;
  sameEvents: SameEvent[];
  /** UserLanguageLevel names from definition/listenums. */
  levels: EnumItem[];
}

/** The parts of a profile below its head (spec 1 §2 Dialogs 3), each only when it has something. */
export function ProfileSections({ profile, sameEvents, levels }: SectionsProps) {
  const { t } = useTranslation('profile');
  const language = currentLanguage();
  const { email, phone, cellPhone, about } = profile.contactInfo;
  const links: { icon: IconName; label: string; value: string; href: string }[] = [
    ...(email ? [{ icon: 'mail' as const, label: t('email'), value: email, href: `mailto:${email}` }] : []),
    ...(phone ? [{ icon: 'phone' as const, label: t('phone'), value: phone, href: `tel:${phone}` }] : []),
    ...(cellPhone
      ? [{ icon: 'mobile' as const, label: t('cellPhone'), value: cellPhone, href: `tel:${cellPhone}` }]
      : []),
  ];
  const levelName = (key: number) => levels.find((level) => level.key === key)?.displayName ?? String(key);
  const now = Date.now();

  return (
    <>
      {(links.length > 0 || about) && (
        <Section title={t('contact')}>
          {links.length > 0 && (
            <List>
              {links.map((link) => (
                <li key={link.label}>
                  <Icon name={link.icon} size={18} />
                  <span>
                    <Label>{link.label}</Label> <a href={link.href}>{link.value}</a>
                  </span>
                </li>
              ))}
            </List>
          )}
          {about && (
            <About>
              <Label>{t('about')}</Label>
              <p>{about}</p>
            </About>
          )}
        </Section>
      )}
      {sameEvents.length > 0 && (
        <Section title={t('sameEvents')}>
          <List>
            {sameEvents.map((event) => (
              <EventRow key={event.id}>
                <span>
                  <strong>{event.title}</strong>
                  <small>{eventDays(event.startDate, event.endDate, language)}</small>
                </span>
                {event.isB2BNetworkingEnabled && !hasFinished(event.endDate, now) && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('makeAppointmentWith', { name: profile.fullName, event: event.title })}
                    onClick={() => bus.emit('appointment.make', { eventId: event.id, userIds: [profile.id] })}
                  >
                    {t('makeAppointment')}
                  </Button>
                )}
              </EventRow>
            ))}
          </List>
        </Section>
      )}
      {profile.jobs.length > 0 && (
        <Section title={t('jobs')}>
          <List>
            {profile.jobs.map((job) => (
              <Entry key={job.id}>
                <strong>{t('jobAt', { position: job.position, firm: job.firmName })}</strong>
                <small>{period(job.dateStart, job.dateEnd, language, t('present'))}</small>
              </Entry>
            ))}
          </List>
        </Section>
      )}
      {profile.schools.length > 0 && (
        <Section title={t('schools')}>
          <List>
            {profile.schools.map((school) => (
              <Entry key={school.id}>
                <strong>{school.title}</strong>
                <span>{school.department}</span>
                <small>{period(school.dateStart, school.dateEnd, language, t('present'))}</small>
              </Entry>
            ))}
          </List>
        </Section>
      )}
      {profile.languages.length > 0 && (
        <Section title={t('languages')}>
          <List>
            {profile.languages.map((entry) => (
              <Entry key={entry.id}>
                <strong>{entry.language.title}</strong>
                <small>
                  {(['speaking', 'writing', 'reading'] as const)
                    .map((skill) => `${t(skill)}: ${levelName(entry[skill])}`)
                    .join(' · ')}
                </small>
              </Entry>
            ))}
          </List>
        </Section>
      )}
      {profile.interests.length > 0 && (
        <Section title={t('interests')}>
          <Tags>
            {profile.interests.map((interest) => (
              <li key={interest}>{interest}</li>
            ))}
          </Tags>
        </Section>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Part>
      <h4>{title}</h4>
      {children}
    </Part>
  );
}

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}

  > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    min-width: 0;
    overflow-wrap: anywhere;
  }

  a {
    display: inline-block;
    padding: 10px 0;
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const About = styled.div`
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const EventRow = styled.li`
  flex-wrap: wrap;
  justify-content: space-between;

  > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Entry = styled.li`
  && {
    flex-direction: column;
    align-items: flex-start;
    gap: 0;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  ${listReset}

  li {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
