import { loadPhoneRules, TextField } from '@atrium/shared';
import { useEffect, useMemo, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { countryList, joinPhone, splitPhone, type PhoneParts } from './countries';
import { Select } from './layout';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Country = styled(Select)`
  flex: none;
  width: 8.5rem;
  /* Level with the input, under the number's label. */
  margin-top: calc(
    ${({ theme }) => theme.font.size.sm} * ${({ theme }) => theme.font.lineHeight} + ${({ theme }) => theme.spacing.xs}
  );
`;

export interface PhoneFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  error?: string;
  /** Called as the user edits: the form clears this field's error. */
  onEdit?(): void;
}

/**
 * A phone number with its country's dialling code (spec 1 §3 country list, §5: default TR, spaces
 * removed): the form's value is the number as sent, +<dial><digits>.
 */
export function PhoneField<V extends FieldValues>({ control, name, label, error, onEdit }: PhoneFieldProps<V>) {
  const { t, i18n } = useTranslation('account');
  const list = useMemo(() => countryList(i18n.language), [i18n.language]);
  const { field } = useController({ control, name });
  const value = (field.value as string | null) ?? '';
  const [parts, setParts] = useState<PhoneParts>(() => splitPhone(value, list));

  // The phone rules the form checks the number by load with the field, not with the remote.
  useEffect(() => {
    loadPhoneRules().catch(() => undefined);
  }, []);

  // A value set from outside (the form reset to the saved user) shows as it is.
  useEffect(() => {
    setParts((current) => (joinPhone(current, list) === value ? current : splitPhone(value, list)));
  }, [value, list]);

  const change = (next: PhoneParts) => {
    setParts(next);
    field.onChange(joinPhone(next, list));
    onEdit?.();
  };

  return (
    <Row>
      <Country
        aria-label={t('country', { field: label })}
        value={parts.country}
        onChange={(event) => change({ ...parts, country: event.target.value })}
      >
        {parts.country === '' && <option value="">+</option>}
        {list.map((country) => (
          <option key={country.code} value={country.code}>
            {country.dial_code} {country.name}
          </option>
        ))}
      </Country>
      <TextField
        ref={field.ref}
        name={field.name}
        label={label}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={parts.number}
        error={error}
        onBlur={field.onBlur}
        onChange={(event) => change({ ...parts, number: event.target.value })}
      />
    </Row>
  );
}
