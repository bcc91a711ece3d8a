import { TextField, type TextFieldProps } from './TextField';

/** A code's digits, at most `length`: the letters, spaces and dashes of a pasted code go first. */
export const codeDigits = (value: string, length: number) => value.replace(/\D/g, '').slice(0, length);

export interface CodeFieldProps extends Omit<TextFieldProps, 'maxLength'> {
  /** How many digits the code has (CONFIRM_KEY_LENGTH, RESET_CODE_LENGTH ...). */
  length: number;
}

/**
 * A code from a mail or a text message (spec 1 §5: the phone key is masked to 6 digits): digits
 * only, with the phone's number pad. No maxLength on the input: the browser would cut a pasted
 * '12ab345678' to '12ab34' before the letters go, leaving '1234'. `onChange` sees the digits alone.
 */
export function CodeField({ length, onChange, ...rest }: CodeFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      {...rest}
      onChange={(event) => {
        const digits = codeDigits(event.target.value, length);
        if (digits !== event.target.value) event.target.value = digits;
        onChange?.(event);
      }}
    />
  );
}
