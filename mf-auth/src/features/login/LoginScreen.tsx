import { useTranslation } from 'react-i18next';
import { AuthCard } from '../layout';
import { LoginForm } from './LoginForm';

export function LoginScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('loginTitle')}>
      <LoginForm />
    </AuthCard>
  );
}
