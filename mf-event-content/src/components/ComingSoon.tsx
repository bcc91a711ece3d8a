import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** A module page of spec 2 §2.1 that another remote or a later issue brings: a short note, not a crash. */
export function ComingSoon({ area }: { area: string }) {
  const { t } = useTranslation('event');
  return (
    <Box data-testid={`coming-${area}`}>
      <h2>{t(`area.${area}`)}</h2>
      <Tag>{t('comingSoon')}</Tag>
      <p>{t(`coming.${area}`)}</p>
    </Box>
  );
}

const Box = styled.section`
  margin: ${({ theme }) => theme.spacing.lg} 0;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;

  h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Tag = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
