import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addTranslations } from '../i18n';

// What a person calls each parcel that is not built yet (the parcel's own name is for developers),
// and what it will do for them, so the placeholder says what is coming.
const AREAS = {
  en: {
    Networking: ['Networking', 'You will meet other attendees and arrange appointments with them here.'],
    ConferenceRoom: ['Meeting room', 'Your video meetings with other attendees will take place here.'],
  },
  tr: {
    Networking: ['Tanışma alanı', 'Diğer katılımcılarla burada tanışıp randevu ayarlayacaksınız.'],
    ConferenceRoom: ['Toplantı odası', 'Diğer katılımcılarla görüntülü toplantılarınız burada yapılacak.'],
  },
} as const;

export type PlaceholderArea = keyof (typeof AREAS)['en'];

const texts = (language: keyof typeof AREAS, part: 0 | 1) =>
  Object.fromEntries(Object.entries(AREAS[language]).map(([area, words]) => [area, words[part]]));

addTranslations('mf', {
  en: { comingSoon: '{{area}}: coming soon', area: texts('en', 0), coming: texts('en', 1) },
  tr: { comingSoon: '{{area}}: yakında', area: texts('tr', 0), coming: texts('tr', 1) },
});

/** What a remote whose issue has not landed renders: it is still built, published and mounted. */
export function RemotePlaceholder({ area }: { area: PlaceholderArea }) {
  const { t } = useTranslation('mf');
  return (
    <Box data-testid={`placeholder-${area}`}>
      <h2>{t('comingSoon', { area: t(`area.${area}`) })}</h2>
      <p>{t(`coming.${area}`)}</p>
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
