import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addTranslations } from '../i18n';

addTranslations('mf', {
  en: { comingSoon: '{{area}} is on its way', comingSoonHint: 'This part of the platform is being built.' },
  tr: { comingSoon: '{{area}} yolda', comingSoonHint: 'Platformun bu bölümü hazırlanıyor.' },
});

/** What a remote whose issue has not landed renders: it is still built, published and mounted. */
export function RemotePlaceholder({ area }: { area: string }) {
  const { t } = useTranslation('mf');
  return (
    <Box data-testid={`placeholder-${area}`}>
      <h2>{t('comingSoon', { area })}</h2>
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
