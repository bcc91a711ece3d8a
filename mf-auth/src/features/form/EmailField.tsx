import { TextField, type TextFieldProps } from '@atrium/shared';
import { useTranslation } from 'react-i18next';

type Props = Omit<TextFieldProps, 'label' | 'type' | 'value' | 'onChange'> & {
  value: string;
  /** Gets the address lowercased and trimmed as it is typed (spec 1 §5, TextField's e-mail rule). */
  onChange(email: string): void;
};

/** The e-mail field of every way in. */
export function EmailField({ onChange, ...rest }: Props) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      name="email"
      autoComplete="email"
      {...rest}
      label={t('email')}
      type="email"
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
