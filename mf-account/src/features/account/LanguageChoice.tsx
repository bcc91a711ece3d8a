import { bus, currentLanguage, errorMessage, LANGUAGES, setLanguage, type Language } from '@atrium/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSaveLanguage } from './api';

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    min-height: ${({ theme }) => theme.touchTarget};
    cursor: pointer;
  }

  input {
    width: 20px;
    height: 20px;
  }
`;

/** Spec 1 §4 Locale change: saves languageCode to the account, stores it locally and reloads the page. */
export function LanguageChoice() {
  const { t } = useTranslation('account');
  const [saving, setSaving] = useState(false);
  const saveLanguage = useSaveLanguage();
  const names: Record<Language, string> = { tr: t('turkish'), en: t('english') };

  const choose = async (language: Language) => {
    setSaving(true);
    try {
      await saveLanguage.mutateAsync(language);
      await setLanguage(language);
      window.location.reload();
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
      setSaving(false);
    }
  };

  return (
    <Choices disabled={saving} aria-busy={saving}>
      <legend>{t('interfaceLanguage')}</legend>
      {LANGUAGES.map((language) => (
        <label key={language} lang={language}>
          <input
            type="radio"
            name="interface-language"
            value={language}
            checked={currentLanguage() === language}
            onChange={() => void choose(language)}
          />
          {names[language]}
        </label>
      ))}
    </Choices>
  );
}
