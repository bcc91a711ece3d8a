import { Avatar, fieldControl, useCall, useDebouncedText } from '@atrium/shared';
import type { Mention } from '@atrium/shared/contract';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mentionSearchQuery } from './api';
import './i18n';

/** Spec 2 §5, §9: the people search runs 1 s after the @ word stops changing. */
const MENTION_SEARCH_MS = 1000;

/** The @word the caret stands at the end of, if any. */
export function mentionQuery(text: string, caret: number): string | null {
  return /(?:^|\s)@([^\s@]{1,50})$/.exec(text.slice(0, caret))?.[1] ?? null;
}

export interface MentionFieldProps {
  eventId: string;
  value: string;
  onChange(value: string): void;
  /** A person picked from the search: their full name is in the text now. */
  onPick(mention: Mention): void;
  /** Enter alone (spec 2 §5). */
  onSubmit(): void;
  label: string;
  maxLength: number;
  /** Shown beside the field (a field error of the server's, or the empty-text refusal). */
  error?: string | null;
  rows?: number;
  autoFocus?: boolean;
}

/**
 * A post's or comment's text with @-mentions (spec 2 §5): after an @ word, the event's people whose
 * names match show under the field; picking one (click, or arrows and Enter) writes their full name
 * in place of the @ word. Enter alone sends; Shift+Enter is a new line.
 */
export function MentionField({
  eventId,
  value,
  onChange,
  onPick,
  onSubmit,
  label,
  maxLength,
  error,
  rows = 2,
  autoFocus,
}: MentionFieldProps) {
  const { t } = useTranslation('socialHub');
  const field = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const listId = useId();
  const errorId = useId();
  const query = mentionQuery(value, caret);
  const searched = useDebouncedText(query ?? '', MENTION_SEARCH_MS);
  const asking = query !== null && query !== dismissed && searched === query;
  const people = useCall(mentionSearchQuery(eventId, searched), {
    enabled: asking,
  });
  const found = asking ? (people.data?.items ?? []) : [];
  const open = found.length > 0;

  function pick(person: Mention) {
    const before = value.slice(0, caret).replace(/@[^\s@]*$/, `${person.fullName} `);
    const text = before + value.slice(caret);
    onChange(text);
    onPick({ id: person.id, fullName: person.fullName });
    setActive(0);
    requestAnimationFrame(() => {
      field.current?.setSelectionRange(before.length, before.length);
      setCaret(before.length);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + found.length) % found.length);
      return;
    }
    if (open && event.key === 'Escape') {
      event.preventDefault();
      setDismissed(query);
      return;
    }
    const modified = event.shiftKey || event.ctrlKey || event.altKey || event.metaKey;
    // An input method still composing a word uses Enter for itself.
    if (event.key !== 'Enter' || modified || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (open) pick(found[Math.min(active, found.length - 1)]!);
    else onSubmit();
  }

  return (
    <Box>
      <Text
        ref={field}
        aria-label={label}
        placeholder={label}
        rows={rows}
        maxLength={maxLength}
        value={value}
        autoFocus={autoFocus}
        enterKeyHint="send"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={Boolean(error)}
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <People id={listId} role="listbox" aria-label={t('mentionSomeone')}>
          {found.map((person, index) => (
            <li
              key={person.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // The field keeps the focus (and the caret) while a person is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(person)}
            >
              <Avatar src={person.image} name={person.fullName} size={28} />
              <span>
                <strong>{person.fullName}</strong>
                {person.title && <small>{person.title}</small>}
              </span>
            </li>
          ))}
        </People>
      )}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Text = styled.textarea<{ $invalid: boolean }>`
  ${fieldControl}
  padding: ${({ theme }) => theme.spacing.sm};
  resize: vertical;
  field-sizing: content;
  max-height: 10rem;
`;

const People = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 30;
  max-height: 220px;
  margin: 4px 0 0;
  padding: 4px;
  overflow-y: auto;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.overlay};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }

  li[aria-selected='true'],
  li:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  li > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
