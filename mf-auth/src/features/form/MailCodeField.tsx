import { TextField, type TextFieldProps } from '@atrium/shared';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'maxLength'> & {
  /** How many digits the mailed code has (RESET_CODE_LENGTH, SIGN_UP_CODE_LENGTH). */
  length: number;
  value: string;
  /** Gets the digits alone, as a pasted code may carry spaces or dashes. */
  onChange(code: string): void;
};

/** A code from a mail (password reset, sign-up): digits only, with the phone's number pad. */
export function MailCodeField({ length, onChange, ...rest }: Props) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      {...rest}
      maxLength={length}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, length))}
    />
  );
}
