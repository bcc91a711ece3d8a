import { TextField, type TextFieldProps } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import { maskActivationCode } from './activationCode';

type Props = Omit<TextFieldProps, 'label' | 'value' | 'onChange'> & {
  value: string;
  /** Gets the code masked as it is typed (spec 1 §5). */
  onChange(code: string): void;
};

/** The activation-code field of fast login and of register's code link. */
export function ActivationCodeField({ onChange, ...rest }: Props) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      name="activationCode"
      inputMode="numeric"
      autoComplete="off"
      placeholder="######-#######"
      {...rest}
      label={t('activationCode')}
      onChange={(e) => onChange(maskActivationCode(e.target.value))}
    />
  );
}
