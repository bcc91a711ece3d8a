import { Avatar, QueryState, Skeleton, joinResults, useCall, useUser } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROFILE_AVATAR_SIZE } from '../../constants';
import { enumsQuery, profileQuery } from './api';
import { ProfileActions } from './ProfileActions';
import { ProfileSections } from './ProfileSections';

/**
 * Another user's profile (spec 1 §2 Dialogs 3, §3 Other-user profile): who they are, whether they can
 * be reached, what they do and the events both attend. Follow, block and message are not on one's
 * own profile (spec 1 §6), nor are calls and appointments, which need someone else.
 */
export function UserProfile({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const ownId = useUser()?.id ?? null;
  const profile = useCall(profileQuery(userId));
  const enums = useCall(enumsQuery());
  const query = joinResults(profile, enums, (answer, levels) => ({ ...answer, levels: levels.UserLanguageLevel }));

  return (
    <QueryState query={query} loading={<ProfileSkeleton label={t('loading')} />} notFound={null}>
      {({ item, sameEvents, levels }) => {
        const own = item.id === ownId;
        const { title, company } = item.contactInfo;
        return (
          <Column data-testid="user-profile">
            <Head>
              <Avatar src={item.image} name={item.fullName} size={PROFILE_AVATAR_SIZE} />
              <Name>{item.fullName}</Name>
              {(title || company) && <Work>{[title, company].filter(Boolean).join(' · ')}</Work>}
            </Head>
            {!item.showMeOnAPP && <Banner $tone="warning">{t('hidden', { name: item.fullName })}</Banner>}
            {item.showMeBusy && <Banner $tone="info">{t('busy', { name: item.fullName })}</Banner>}
            {!own && <ProfileActions key={item.id} profile={item} />}
            <ProfileSections profile={item} sameEvents={own ? [] : sameEvents.items} levels={levels} />
          </Column>
        );
      }}
    </QueryState>
  );
}

function ProfileSkeleton({ label }: { label: string }) {
  return (
    <Column role="status" aria-busy="true" aria-label={label}>
      <Head>
        <Skeleton circle width={PROFILE_AVATAR_SIZE} height={PROFILE_AVATAR_SIZE} />
        <Skeleton width="60%" height={28} />
        <Skeleton width="40%" height={18} />
      </Head>
      <Skeleton height={44} />
      <Skeleton height={120} />
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  text-align: center;
`;

const Name = styled.h3`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  overflow-wrap: anywhere;
`;

const Work = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Banner = styled.p<{ $tone: 'warning' | 'info' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
