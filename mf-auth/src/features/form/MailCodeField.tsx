import { CodeField, type CodeFieldProps } from '@atrium/shared';

type Props = Omit<CodeFieldProps, 'value' | 'onChange'> & {
  value: string;
  /** Gets the digits alone, as a pasted code may carry spaces or dashes. */
  onChange(code: string): void;
};

/** A code from a mail (password reset, sign-up): digits only, with the phone's number pad. */
export function MailCodeField({ onChange, ...rest }: Props) {
  return <CodeField {...rest} onChange={(e) => onChange(e.target.value)} />;
}
