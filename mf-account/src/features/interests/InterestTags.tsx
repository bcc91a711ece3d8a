import {
  bus,
  Button,
  DEBOUNCE_MS,
  errorMessage,
  INTEREST_MAX_LENGTH,
  TextField,
  useCall,
  useDebouncedText,
} from '@atrium/shared';
import type { User } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Muted, Section } from '../../components/layout';
import { interestSearchQuery, useAddInterest, useRemoveInterest } from './api';

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
  const addInterest = useAddInterest();
  const removeInterest = useRemoveInterest();
  const busy = addInterest.isPending || removeInterest.isPending;
  const searchTerm = useDebouncedText(search.trim(), DEBOUNCE_MS.interestSearch);
  const found = useCall(interestSearchQuery(searchTerm), { enabled: searchTerm !== '', keepPrevious: true });
  const owned = (title: string) => user.interests.some((interest) => same(interest, title));
  const suggestions = searchTerm ? (found.data?.items ?? []).filter((item) => !owned(item.title)) : [];
  const typed = search.trim();
  const offerTyped = typed !== '' && !owned(typed) && !suggestions.some((item) => same(item.title, typed));

  const refused = (error: unknown) => bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
  const add = (title: string) => void addInterest.mutateAsync(title).then(() => setSearch(''), refused);
  const remove = (title: string) => void removeInterest.mutateAsync(title).catch(refused);

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
                onClick={() => remove(title)}
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
          add(typed);
        }}
      />
      {(suggestions.length > 0 || offerTyped) && (
        <Tags aria-label={t('interestSuggestions')}>
          {offerTyped && (
            <li>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => add(typed)}>
                {t('addInterest', { title: typed })}
              </Button>
            </li>
          )}
          {suggestions.map((item) => (
            <li key={item.id}>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => add(item.title)}>
                + {item.title}
              </Button>
            </li>
          ))}
        </Tags>
      )}
    </Section>
  );
}
