import {
  Avatar,
  bus,
  Button,
  currentLanguage,
  EmptyState,
  errorMessage,
  formErrorsOf,
  listReset,
  QueryState,
  Spinner,
  useCall,
} from '@atrium/shared';
import type { Event, ProgramItem } from '@atrium/shared/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { inset } from '../../components/inset';
import { Stars, StarInput } from '../../components/Stars';
import { formatDate } from '../../utils/dateTime';
import { programRatesQuery, useDeleteRate, useRateProgram } from './api';
import { useMyProgram } from './useProgramLists';

/**
 * The appreciations of a program item (spec 2 §2.5, §4 Program rating): everyone's reviews; an
 * attendee rates 1-5 with an optional comment, once, and may delete their rating to rate again.
 * No star is chosen at first (issue 11, not the spec's default 5): a rating says what the user chose.
 */
export function Appreciations({ event, program }: { event: Event; program: ProgramItem }) {
  const { t } = useTranslation('event');
  const language = currentLanguage();
  const commentId = useId();
  const myRate = useMyProgram(event).myRates.find((rate) => rate.programID === program.id);
  const rates = useCall(programRatesQuery(program.id));
  const [rate, setRate] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { mutateAsync: rateProgram } = useRateProgram(event.id, program.id);
  const { mutateAsync: deleteRate } = useDeleteRate(event.id, program.id);

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (rate === null) {
      setErrors({ rate: t('chooseRating') });
      return;
    }
    setBusy(true);
    try {
      const { message } = await rateProgram({ rate, comment });
      setComment('');
      setErrors({});
      bus.emit('snackbar.show', { message: message ?? t('rated'), kind: 'success' });
    } catch (error) {
      const fields = formErrorsOf(error, [])?.fields ?? {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      const { message } = await deleteRate();
      setRate(null);
      bus.emit('snackbar.show', { message: message ?? t('rateDeleted'), kind: 'success' });
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Column>
      {event.isAttending &&
        (myRate ? (
          <Mine data-testid="my-rating">
            <strong>{t('yourRating')}</strong>
            <Stars value={myRate.rate} size={18} />
            {myRate.comment && <p>{myRate.comment}</p>}
            <Button variant="secondary" size="sm" onClick={remove} loading={busy}>
              {t('deleteRating')}
            </Button>
          </Mine>
        ) : (
          <Form onSubmit={submit} noValidate aria-label={t('rateThis')}>
            <StarInput
              label={t('yourRating')}
              value={rate}
              error={errors.rate}
              onChange={(value) => {
                setRate(value);
                setErrors(({ rate: _gone, ...rest }) => rest);
              }}
            />
            <label htmlFor={commentId}>{t('commentOptional')}</label>
            <textarea
              id={commentId}
              value={comment}
              maxLength={1000}
              rows={3}
              aria-invalid={errors.comment ? true : undefined}
              onChange={(e) => {
                setComment(e.target.value);
                setErrors(({ comment: _gone, ...rest }) => rest);
              }}
            />
            {errors.comment && <ErrorText>{errors.comment}</ErrorText>}
            <Button type="submit" loading={busy}>
              {t('sendRating')}
            </Button>
          </Form>
        ))}
      <QueryState query={rates} loading={<Spinner label={t('common:loading')} />}>
        {({ items }) =>
          items.length > 0 ? (
            <Reviews aria-label={t('appreciations')}>
              {items.map((review) => (
                <li key={review.id}>
                  <Avatar src={review.user.image} name={review.user.fullName} size={40} />
                  <div>
                    {/* The reviewer's profile, another remote's dialog, opened through the bus. */}
                    <Reviewer type="button" onClick={() => bus.emit('profile.open', { userId: review.user.id })}>
                      {review.user.fullName}
                    </Reviewer>
                    <Stars value={review.rate} />
                    <small>{formatDate(review.createDate, event.timezone, language)}</small>
                    {review.comment && <p>{review.comment}</p>}
                  </div>
                </li>
              ))}
            </Reviews>
          ) : (
            <EmptyState message={t('noAppreciations')} />
          )
        }
      </QueryState>
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Form = styled.form`
  ${inset}

  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  textarea {
    width: 100%;
    padding: ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
    font-size: 16px;
    resize: vertical;
  }
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Mine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};

  p {
    flex-basis: 100%;
    margin: 0;
  }
`;

const Reviewer = styled.button`
  align-self: flex-start;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Reviews = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  ${listReset}

  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
  }

  div {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }

  p {
    margin: 4px 0 0;
  }
`;
