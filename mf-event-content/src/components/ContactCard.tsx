import { Icon, type IconName } from '@atrium/shared';
import type { EventOrganizator, EventSocialMedia } from '@atrium/shared/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { externalUrl } from '../utils/externalUrl';
import { ButtonLink, InfoCard } from './InfoCard';

const SOCIAL: { key: keyof EventSocialMedia; active: keyof EventSocialMedia; icon: IconName; label: string }[] = [
  { key: 'twitter', active: 'twitterIsActive', icon: 'twitter', label: 'Twitter' },
  { key: 'linkedIn', active: 'linkedInIsActive', icon: 'linkedin', label: 'LinkedIn' },
  { key: 'facebook', active: 'facebookIsActive', icon: 'facebook', label: 'Facebook' },
  { key: 'instagram', active: 'instagramIsActive', icon: 'instagram', label: 'Instagram' },
  { key: 'youtube', active: 'youtubeIsActive', icon: 'youtube', label: 'YouTube' },
  { key: 'website', active: 'websiteIsActive', icon: 'globe', label: 'Website' },
];

/**
 * Organiser contacts and social links of an event or a booth (spec 2 §2.4, §2.10), each only when
 * its IsActive flag is set (spec 2 §6). Nothing when none is.
 */
export function ContactCard({
  organizator,
  socialMedia,
  heading,
}: {
  organizator: EventOrganizator;
  socialMedia: EventSocialMedia;
  heading: string;
}) {
  const { t } = useTranslation('event');
  const id = useId();
  const contacts = [
    organizator.phoneNumberIsActive && organizator.phoneNumber
      ? {
          icon: 'phone' as const,
          label: t('phone'),
          value: organizator.phoneNumber,
          href: `tel:${organizator.phoneNumber.replace(/\s/g, '')}`,
        }
      : null,
    organizator.mobilePhoneIsActive && organizator.mobilePhone
      ? {
          icon: 'mobile' as const,
          label: t('mobilePhone'),
          value: organizator.mobilePhone,
          href: `tel:${organizator.mobilePhone.replace(/\s/g, '')}`,
        }
      : null,
    organizator.emailIsActive && organizator.email
      ? { icon: 'mail' as const, label: t('email'), value: organizator.email, href: `mailto:${organizator.email}` }
      : null,
  ].filter((contact) => contact !== null);
  const socials = SOCIAL.map((social) => ({
    ...social,
    url: socialMedia[social.active] ? externalUrl(socialMedia[social.key] as string | null) : null,
  })).filter((social) => social.url);
  if (contacts.length === 0 && socials.length === 0) return null;

  return (
    <InfoCard aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <Row>
        {contacts.map((contact) => (
          <ButtonLink key={contact.icon} href={contact.href} data-testid={`organiser-${contact.icon}`}>
            <Icon name={contact.icon} size={18} />
            <span>
              <small>{contact.label}</small>
              {contact.value}
            </span>
          </ButtonLink>
        ))}
      </Row>
      {socials.length > 0 && (
        <Row aria-label={t('socialLinks')}>
          {socials.map((social) => (
            <Round
              key={social.key}
              href={social.url!}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={social.label}
              title={social.label}
            >
              <Icon name={social.icon} size={18} />
            </Round>
          ))}
        </Row>
      )}
    </InfoCard>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Round = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border-radius: 50%;
  background: var(--event-color);
  color: var(--event-color-text);
`;
