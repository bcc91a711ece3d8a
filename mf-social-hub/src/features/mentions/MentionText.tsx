import { bus } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TextPart } from './tokens';

/**
 * Text with its mentions as links to the people's profiles (spec 2 §3). Words are React text, never
 * HTML: markup someone typed shows as typed.
 */
export function MentionText({ parts }: { parts: readonly TextPart[] }) {
  const { t } = useTranslation('socialHub');
  return (
    <>
      {parts.map((part, index) =>
        'text' in part ? (
          part.text
        ) : (
          <Person
            // Parts never move, so their place is their key.
            key={index}
            type="button"
            aria-label={t('profileOf', { name: part.mention.fullName })}
            onClick={() => bus.emit('profile.open', { userId: part.mention.id })}
          >
            {part.mention.fullName}
          </Person>
        ),
      )}
    </>
  );
}

const Person = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
