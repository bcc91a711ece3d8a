import { Avatar, bus, Chip, media } from '@atrium/shared';
import type { ContactCard as Card } from '@atrium/shared/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/**
 * Spec 1 §9 names 150 px for list avatars, which leaves no room for the name at 375 px; a list of
 * people here uses the participants list's 56 px (docs/decisions.md).
 */
export const CONTACT_AVATAR_PX = 56;

/** Title · company, or whichever of the two the person gave. */
function workLine(card: Card, join: (title: string, company: string) => string): string | null {
  const { title, company } = card.contactInfo;
  if (title && company) return join(title, company);
  return title || company || null;
}

/**
 * One person in the hub's lists: the card opens their profile (another remote, through the bus);
 * `actions` are the card's own buttons beside it (message, follow), since a button holds no button.
 */
export function ContactCard({ card, extra, actions }: { card: Card; extra?: ReactNode; actions: ReactNode }) {
  const { t } = useTranslation('messages');
  return (
    <Box>
      <Person
        fullWidth
        media={<Avatar src={card.image} name={card.fullName} size={CONTACT_AVATAR_PX} />}
        label={
          <>
            <strong>{card.fullName}</strong>
            {extra}
          </>
        }
        detail={workLine(card, (title, company) => t('titleAtCompany', { title, company }))}
        onClick={() => bus.emit('profile.open', { userId: card.id })}
      />
      <Actions>{actions}</Actions>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-right: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

// The card's frame is the box's, which holds the buttons too.
const Person = styled(Chip)`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 0;

  strong,
  small {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** A button's text that a phone leaves to its icon and accessible name, so the name keeps the width. */
export const NarrowHidden = styled.span`
  ${media.mobile} {
    display: none;
  }
`;
