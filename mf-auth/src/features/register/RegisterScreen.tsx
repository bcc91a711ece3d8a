import { useTranslation } from 'react-i18next';
import { AuthCard } from '../layout';
import { RegisterForm } from './RegisterForm';

export function RegisterScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('registerTitle')} withBack>
      <RegisterForm />
    </AuthCard>
  );
}
