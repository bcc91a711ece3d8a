import { useTranslation } from 'react-i18next';
import { LinkButton } from './styles';

/**
 * The show/hide password toggle of spec 1 §2 Register: one switch for every password field of the
 * form. A toggle button keeps one label and says its state with aria-pressed.
 */
export function PasswordVisibility({ shown, onToggle }: { shown: boolean; onToggle(): void }) {
  const { t } = useTranslation('auth');
  return (
    <LinkButton type="button" aria-pressed={shown} onClick={onToggle}>
      {t('showPasswords')}
    </LinkButton>
  );
}
