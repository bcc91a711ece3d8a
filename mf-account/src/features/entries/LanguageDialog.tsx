import { DEBOUNCE_MS, TextField, useCall, useDebouncedText } from '@atrium/shared';
import type { LanguageEntry, LanguageOption, LanguageRequest } from '@atrium/shared/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField';
import { enumsQuery, languageSearchQuery, useLanguageForm } from './api';
import { EntryDialog } from './EntryDialog';

type Level = 'speaking' | 'writing' | 'reading';
const LEVELS: Level[] = ['speaking', 'writing', 'reading'];

interface LanguageForm {
  id: string | null;
  languageId: string;
  speaking?: number;
  writing?: number;
  reading?: number;
}

/** A select's '' is no choice: the schema then calls the level required. */
const asLevel = (value: string) => (value === '' ? undefined : Number(value));

/**
 * Add or edit a language (account/addorupdatelanguage): the language from definition/searchuserlanguage
 * with a search box, and three levels from UserLanguageLevel (definition/listenums, spec 1 §3).
 */
export function LanguageDialog({ entry, onClose }: { entry: LanguageEntry | null; onClose(): void }) {
  const { t } = useTranslation('account');
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedText(search, DEBOUNCE_MS.search);
  const languages = useCall(languageSearchQuery(searchTerm), { keepPrevious: true });
  const levels = useCall(enumsQuery).data?.UserLanguageLevel ?? [];
  // The language chosen stays listed when a new search no longer finds it.
  const known = useRef(new Map<string, LanguageOption>(entry ? [[entry.language.id, entry.language]] : []));
  for (const option of languages.data?.items ?? []) known.current.set(option.id, option);

  const { form, field, submit, busy, formError } = useLanguageForm<LanguageForm>({
    defaultValues: {
      id: entry?.id ?? null,
      languageId: entry?.languageId ?? '',
      speaking: entry?.speaking,
      writing: entry?.writing,
      reading: entry?.reading,
    },
    toBody: (values) => values as LanguageRequest,
    onSuccess: onClose,
  });
  const chosen = form.watch('languageId');
  const options = [...(languages.data?.items ?? [])];
  const chosenOption = known.current.get(chosen);
  if (chosenOption && !options.some((option) => option.id === chosen)) options.unshift(chosenOption);

  return (
    <EntryDialog
      title={entry ? t('editLanguage') : t('addLanguage')}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
    >
      <TextField
        type="search"
        label={t('searchLanguage')}
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField label={t('language')} {...field('languageId')} aria-busy={languages.isFetching}>
        <option value="">{t('chooseLanguage')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </SelectField>
      {LEVELS.map((level) => (
        <SelectField key={level} label={t(level)} {...field(level, { setValueAs: asLevel })}>
          <option value="">{t('chooseLevel')}</option>
          {levels.map((item) => (
            <option key={item.key} value={item.key}>
              {item.displayName}
            </option>
          ))}
        </SelectField>
      ))}
    </EntryDialog>
  );
}
