import { TextField } from '@atrium/shared';

/** The search box of a list (spec 2 §2.5, §2.6): the caller debounces what is typed. */
export function SearchField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(value: string): void;
  label: string;
}) {
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      autoComplete="off"
      enterKeyHint="search"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
