import type { Mention } from '@atrium/shared/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MentionText, postParts } from '../mentions';
import { clampText } from './clamp';

/** A post's text (spec 2 §2.17): plain text with mentions as profile links, clamped above 200 characters. */
export function PostText({ text, mentions }: { text: string; mentions: readonly Mention[] }) {
  const { t } = useTranslation('socialHub');
  const [open, setOpen] = useState(false);
  const id = useId();
  const clamped = clampText(text);
  if (!text) return null;
  return (
    <>
      <Text id={id}>
        <MentionText parts={postParts(open || clamped === null ? text : clamped, mentions)} />
      </Text>
      {clamped !== null && (
        <More type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {t(open ? 'readLess' : 'readMore')}
        </More>
      )}
    </>
  );
}

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const More = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
