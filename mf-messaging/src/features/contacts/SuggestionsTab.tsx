import { bus, Button, DEBOUNCE_MS, errorMessage, Icon } from '@atrium/shared';
import type { ContactCard as Card } from '@atrium/shared/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { suggestionPages, useFollow } from './api';
import { ContactCard, NarrowHidden } from './ContactCard';
import { PeopleList } from './PeopleList';

/**
 * The Suggestions tab (spec 1 §2 Dialogs 2, issue 12 item 7): people to follow, best match first,
 * each with its match score and a follow button.
 */
export function SuggestionsTab() {
  const { t } = useTranslation('messages');
  return (
    <PeopleList
      pages={suggestionPages}
      debounceMs={DEBOUNCE_MS.suggestionsSearch}
      searchLabel={t('searchSuggestions')}
      listLabel={t('suggestions')}
      empty={t('suggestionsEmpty')}
    >
      {(card) => <Suggestion card={card} />}
    </PeopleList>
  );
}

function Suggestion({ card }: { card: Card }) {
  const { t } = useTranslation('messages');
  const follow = useFollow();
  const [followed, setFollowed] = useState(false);

  async function onFollow() {
    try {
      await follow.mutateAsync({ userID: card.id, follow: true });
      setFollowed(true);
      bus.emit('snackbar.show', { message: t('followedName', { name: card.fullName }), kind: 'success' });
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    }
  }

  return (
    <ContactCard
      card={card}
      extra={
        card.matchScore !== undefined && (
          <>
            <Score>{t('match', { score: card.matchScore })}</Score>
            {card.matchReasons && <Reasons>{reasonsOf(card.matchReasons, t).join(' · ')}</Reasons>}
          </>
        )
      }
      actions={
        followed ? (
          <Followed>
            <Icon name="check" size={18} />
            <NarrowHidden>{t('followed')}</NarrowHidden>
          </Followed>
        ) : (
          <Button
            size="sm"
            aria-label={t('followName', { name: card.fullName })}
            loading={follow.isPending}
            onClick={() => void onFollow()}
          >
            <Icon name="userPlus" size={18} />
            <NarrowHidden>{t('follow')}</NarrowHidden>
          </Button>
        )
      }
    />
  );
}

/** Why a suggestion matches (issue 31 item 10): what its score is made of, in the user's words. */
export function reasonsOf(reasons: NonNullable<Card['matchReasons']>, t: TFunction<'messages'>): string[] {
  return [
    ...(reasons.sharedInterests ? [t('sharedInterests', { count: reasons.sharedInterests })] : []),
    ...(reasons.sharedEvents ? [t('sharedEvents', { count: reasons.sharedEvents })] : []),
    ...(reasons.similarTitle ? [t('similarTitle')] : []),
  ];
}

const Reasons = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Score = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Followed = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
