import { Avatar, useUser } from '@atrium/shared';
import type { Event } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SOCIAL_HUB_MODULE } from '../../constants';
import { SocialHubSlot } from './SocialHubSlot';

/** Above 991 px (spec 2 §2.2): the account block and the event's social hub. */
export function RightPanel({ event }: { event: Event }) {
  const { t } = useTranslation('event');
  const user = useUser();
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const hasSocialHub = event.modules.some((module) => module.name === SOCIAL_HUB_MODULE);
  return (
    <Panel aria-label={t('rightPanel')}>
      {user && (
        <Account>
          <Avatar src={user.image} name={name} size={48} />
          <div>
            <strong>{name}</strong>
            <span>{user.contactInfo.title ?? user.email}</span>
          </div>
        </Account>
      )}
      {hasSocialHub && (
        <section aria-label={t('socialHub')}>
          <SocialHubSlot event={event} />
        </section>
      )}
    </Panel>
  );
}

const Panel = styled.aside`
  position: sticky;
  top: 56px;
  align-self: start;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  /* The window's height, not the content's: its background fills the column however little it holds. */
  height: calc(100vh - 56px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.md};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  > div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  > div > span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
