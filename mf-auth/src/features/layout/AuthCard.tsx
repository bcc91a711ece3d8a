import { useSession } from '@atrium/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * The frame of every auth screen: the application logo unless the brand is the default one, the
 * store links when the application has them, and back to home (spec 1 §2 Login screen).
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const application = useSession((s) => s.application);
  return (
    <Page>
      <Card>
        {application && !application.isDefault && application.image && (
          <Logo src={application.image} alt={application.name} />
        )}
        <h1>{title}</h1>
        {children}
        {(application?.iosLink || application?.androidLink) && (
          <Stores aria-label={t('getTheApp')}>
            {application.iosLink && (
              <a href={application.iosLink} target="_blank" rel="noreferrer">
                {t('appStore')}
              </a>
            )}
            {application.androidLink && (
              <a href={application.androidLink} target="_blank" rel="noreferrer">
                {t('googlePlay')}
              </a>
            )}
          </Stores>
        )}
        <Back to="/">{t('backToHome')}</Back>
      </Card>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.md};
`;

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Logo = styled.img`
  max-height: 64px;
  max-width: 200px;
  justify-self: center;
`;

const Stores = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md};
  justify-content: center;
`;

const Back = styled(Link)`
  justify-self: center;
`;
