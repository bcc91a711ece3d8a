import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addTranslations } from '../i18n';

// What a person calls each parcel that is not built yet: the parcel's own name is for developers.
const AREA_NAMES = {
  en: {
    AccountSettings: 'Account settings',
    UserProfile: 'Profiles',
    MessagesHub: 'Messages',
    Notifications: 'Notifications',
    SocialHub: 'The social hub',
    LiveSessions: 'Live sessions',
    SessionPage: 'This session',
    Networking: 'Networking',
    ConferenceRoom: 'The meeting room',
  },
  tr: {
    AccountSettings: 'Hesap ayarları',
    UserProfile: 'Profiller',
    MessagesHub: 'Mesajlar',
    Notifications: 'Bildirimler',
    SocialHub: 'Sosyal alan',
    LiveSessions: 'Canlı oturumlar',
    SessionPage: 'Bu oturum',
    Networking: 'Networking',
    ConferenceRoom: 'Toplantı odası',
  },
} as const;

export type PlaceholderArea = keyof (typeof AREA_NAMES)['en'];

addTranslations('mf', {
  en: {
    comingSoon: '{{area}}: on its way',
    comingSoonHint: 'This part of the platform is being built.',
    area: AREA_NAMES.en,
  },
  tr: { comingSoon: '{{area}}: yolda', comingSoonHint: 'Platformun bu bölümü hazırlanıyor.', area: AREA_NAMES.tr },
});

/** What a remote whose issue has not landed renders: it is still built, published and mounted. */
export function RemotePlaceholder({ area }: { area: PlaceholderArea }) {
  const { t } = useTranslation('mf');
  return (
    <Box data-testid={`placeholder-${area}`}>
      <h2>{t('comingSoon', { area: t(`area.${area}`) })}</h2>
      <p>{t('comingSoonHint')}</p>
    </Box>
  );
}

const Box = styled.section`
  margin: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
