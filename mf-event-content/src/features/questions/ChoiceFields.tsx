import type { Question, QuestionOption } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { countryOptions } from './countries';
import { Choice, Choices, describedBy, FieldShell, Hint, Input, Select } from './FieldShell';
import type { FieldProps } from './fieldProps';

/** Single choice as radios (type 15): the value is the chosen option's id. */
export function RadioField({ question, ids, value, onChange, error, hint }: FieldProps) {
  return (
    <FieldShell question={question} ids={ids} group hint={hint} error={error}>
      <Choices>
        {question.options.map((option) => (
          <Choice key={option.id}>
            <input
              type="radio"
              name={ids.control}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            {option.title}
          </Choice>
        ))}
      </Choices>
    </FieldShell>
  );
}

/** Several choices as boxes (type 100, and a dropdown that allows several): the chosen ids. */
export function CheckboxesField({
  question,
  ids,
  value,
  onChange,
  error,
  hint,
  options = question.options,
  scroll = false,
}: FieldProps & { options?: QuestionOption[]; scroll?: boolean }) {
  const { t } = useTranslation('event');
  const [search, setSearch] = useState('');
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (id: string, on: boolean) =>
    // Kept in the options' order, whichever was ticked first.
    onChange(question.options.map((option) => option.id).filter((each) => (each === id ? on : chosen.includes(each))));
  return (
    <FieldShell question={question} ids={ids} group hint={hint} error={error}>
      {question.addSearchbox && <OptionSearch question={question} ids={ids} onSearch={setSearch} />}
      <Box $scroll={scroll}>
        <Choices>
          {filterOptions(options, search).map((option) => (
            <Choice key={option.id}>
              <input
                type="checkbox"
                value={option.id}
                checked={chosen.includes(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />
              {option.title}
            </Choice>
          ))}
        </Choices>
      </Box>
      {scroll && chosen.length > 0 && <Hint>{t('questions.chosenCount', { count: chosen.length })}</Hint>}
    </FieldShell>
  );
}

/**
 * A dropdown (type 16) and the country list (type 8): one choice in a native select (the phone's
 * own picker), several as a scrolling list of boxes; with addSearchbox a search box narrows them.
 */
export function DropdownField(props: FieldProps & { options?: QuestionOption[] }) {
  const { question, ids, value, onChange, error, hint, options = question.options } = props;
  const { t } = useTranslation('event');
  const [search, setSearch] = useState('');
  if (question.allowMultipleSelections) return <CheckboxesField {...props} options={options} scroll />;
  const shown = filterOptions(options, search);
  // The chosen option stays in the list while a search hides it, so the select still shows it.
  const selected = options.find((option) => option.id === value);
  const list = selected && !shown.includes(selected) ? [selected, ...shown] : shown;
  return (
    <FieldShell question={question} ids={ids} group={false} hint={hint} error={error}>
      {question.addSearchbox && <OptionSearch question={question} ids={ids} onSearch={setSearch} />}
      <Select
        id={ids.control}
        value={typeof value === 'string' ? value : ''}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={question.isRequired || undefined}
        aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) })}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{question.placeholder ?? t('questions.choose')}</option>
        {list.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </Select>
      {search && shown.length === 0 && <Hint role="status">{t('questions.noOptionMatches')}</Hint>}
    </FieldShell>
  );
}

/** The country list (type 8): every ISO country, named in the interface language; the answer is its code. */
export function CountryField(props: FieldProps) {
  const { i18n } = useTranslation('event');
  return <DropdownField {...props} options={countryOptions(i18n.language)} />;
}

function filterOptions(options: QuestionOption[], search: string): QuestionOption[] {
  const term = search.trim().toLocaleLowerCase();
  return term ? options.filter((option) => option.title.toLocaleLowerCase().includes(term)) : options;
}

function OptionSearch({
  question,
  ids,
  onSearch,
}: {
  question: Question;
  ids: FieldProps['ids'];
  onSearch(text: string): void;
}) {
  const { t } = useTranslation('event');
  return (
    <Input
      type="search"
      id={`${ids.control}-search`}
      autoComplete="off"
      aria-label={t('questions.searchOptions', { title: question.title })}
      placeholder={t('questions.search')}
      onChange={(event) => onSearch(event.target.value)}
    />
  );
}

const Box = styled.div<{ $scroll: boolean }>`
  ${({ $scroll, theme }) =>
    $scroll &&
    `
    max-height: 220px;
    overflow-y: auto;
    padding: ${theme.spacing.xs};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  `}
`;
