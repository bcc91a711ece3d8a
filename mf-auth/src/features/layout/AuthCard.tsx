import { routes, Skeleton, useDocumentTitle, useSession } from '@atrium/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

/**
 * The frame of every auth screen (spec 1 §2): the application logo unless the brand is the default
 * one, the store links when the application has them, back to home, and on register and
 * forgot-password a back button.
 */
export function AuthCard({ title, withBack, children }: { title: string; withBack?: boolean; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const application = useSession((s) => s.application);
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(title);
  // The first page of the visit has nowhere to go back to inside the app: login stands in.
  const back = () => (location.key === 'default' ? navigate(routes.login()) : navigate(-1));
  return (
    <Page>
      <Card>
        {withBack && (
          <BackButton type="button" onClick={back}>
            <span aria-hidden="true">←</span> {t('back')}
          </BackButton>
        )}
        {application && !application.isDefault && application.image && (
          <Logo src={application.image} alt={application.name} />
        )}
        <h1>{title}</h1>
        {children}
        {(application?.iosLink || application?.androidLink) && (
          <Stores aria-label={t('getTheApp')}>
            <span>{t('getTheApp')}</span>
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
        <Home to={routes.home()}>{t('backToHome')}</Home>
      </Card>
    </Page>
  );
}

/** An auth screen whose code is still loading (a way in other than the login: register, reset ...). */
export function AuthCardSkeleton() {
  const { t } = useTranslation('auth');
  return (
    <Page>
      <Card role="status" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton height={28} width="60%" />
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={44} />
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
  max-width: 460px;
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  /* The brand's colour, not the browser's blue and purple (issue 11 item 13). */
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const BackButton = styled.button`
  justify-self: start;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  margin-left: -${({ theme }) => theme.spacing.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Logo = styled.img`
  max-height: 64px;
  max-width: 200px;
  justify-self: center;
`;

const Stores = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  justify-content: center;
  align-items: center;

  /* The label on a line of its own keeps both store links on one line, even at 375 px. */
  span {
    flex-basis: 100%;
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Home = styled(Link)`
  justify-self: center;
`;
