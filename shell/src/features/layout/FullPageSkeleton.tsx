import { Skeleton } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export function FullPageSkeleton() {
  const { t } = useTranslation('shell');
  return (
    // A status, not a bare div: only a role may carry a name (axe aria-prohibited-attr).
    <Page role="status" aria-busy="true" aria-label={t('brandLoading')}>
      <Skeleton height={56} />
      <Skeleton height={240} />
      <Skeleton height={120} />
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: 16px;
  padding: 16px;
`;
