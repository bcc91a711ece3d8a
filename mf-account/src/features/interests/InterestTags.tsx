import {
  bus,
  Button,
  callCommand,
  callQuery,
  DEBOUNCE_MS,
  errorMessage,
  INTEREST_MAX_LENGTH,
  PAGE_SIZE,
  TextField,
  useCall,
  useDebouncedText,
} from '@atrium/shared';
import type { User } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Muted, Section } from '../../components/layout';
import { applyUser } from '../../user';

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tag = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding-left: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 10%, white);
  color: ${({ theme }) => theme.colors.text};

  button {
    min-width: 36px;
    min-height: 36px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: inherit;
    font-size: 1.1rem;
    line-height: 1;
    cursor: pointer;
  }

  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Interest tags with search (spec 1 §2 Dialogs 1, §9 500 ms): the server's matching interests, or the
 * typed text as a new one (account/addinterest); a tag's x removes it (account/removeinterest).
 */
export function InterestTags({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const searchTerm = useDebouncedText(search.trim(), DEBOUNCE_MS.interestSearch);
  const found = useCall(callQuery('Definition/SearchInterests', { searchTerm, take: PAGE_SIZE.interests }), {
    enabled: searchTerm !== '',
    keepPrevious: true,
  });
  const owned = (title: string) => user.interests.some((interest) => same(interest, title));
  const suggestions = searchTerm ? (found.data?.items ?? []).filter((item) => !owned(item.title)) : [];
  const typed = search.trim();
  const offerTyped = typed !== '' && !owned(typed) && !suggestions.some((item) => same(item.title, typed));

  const change = async (call: 'account/addinterest' | 'account/removeinterest', title: string) => {
    setBusy(true);
    try {
      const { data } = await callCommand(call, { title });
      if (data) applyUser(data);
      if (call === 'account/addinterest') setSearch('');
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section aria-labelledby="account-interests">
      <h3 id="account-interests">{t('interests')}</h3>
      {user.interests.length === 0 ? (
        <Muted>{t('noInterests')}</Muted>
      ) : (
        <Tags>
          {user.interests.map((title) => (
            <Tag key={title}>
              {title}
              <button
                type="button"
                aria-label={t('removeInterest', { title })}
                disabled={busy}
                onClick={() => void change('account/removeinterest', title)}
              >
                ×
              </button>
            </Tag>
          ))}
        </Tags>
      )}
      <TextField
        type="search"
        label={t('searchInterests')}
        value={search}
        maxLength={INTEREST_MAX_LENGTH}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !typed || owned(typed)) return;
          event.preventDefault();
          void change('account/addinterest', typed);
        }}
      />
      {(suggestions.length > 0 || offerTyped) && (
        <Tags aria-label={t('interestSuggestions')}>
          {offerTyped && (
            <li>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => void change('account/addinterest', typed)}
              >
                {t('addInterest', { title: typed })}
              </Button>
            </li>
          )}
          {suggestions.map((item) => (
            <li key={item.id}>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => void change('account/addinterest', item.title)}
              >
                + {item.title}
              </Button>
            </li>
          ))}
        </Tags>
      )}
    </Section>
  );
}
