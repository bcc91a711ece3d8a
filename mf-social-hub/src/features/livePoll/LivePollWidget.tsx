import { bus, Button, errorMessage, SNACKBAR_MS } from '@atrium/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Choices, Results } from '../poll';
import { useDoVote, useLivePoll } from './api';
import './i18n';

/**
 * The event's live poll (spec 2 §2.17, §4 "Live poll widget"), apart from the hub's polls: hidden
 * while none runs; without a vote one picks an answer and votes (none picked says
 * poll.select_answer); once voted, or when the organiser shows them, the rates with bars.
 */
export function LivePollWidget({ eventId }: { eventId: string }) {
  const { t } = useTranslation('socialHub');
  const headingId = useId();
  const hintId = useId();
  const [answer, setAnswer] = useState<string | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  const { data } = useLivePoll(eventId);
  const vote = useDoVote(eventId);
  const poll = data?.poll;
  if (!poll) return null;
  const voted = data.vote;

  function send() {
    if (!answer) return setUnanswered(true);
    vote.mutate(
      { answer },
      {
        onError: (error) =>
          bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error', durationMs: SNACKBAR_MS.error }),
      },
    );
  }

  return (
    <Widget aria-labelledby={headingId}>
      <Kicker>{t('livePoll.heading')}</Kicker>
      <h2 id={headingId}>{poll.title}</h2>
      {voted === null && (
        <>
          <Choices
            legend={poll.title}
            choices={poll.answers.map((each) => ({ value: each, label: each }))}
            value={answer}
            onChange={(picked) => {
              setAnswer(picked);
              setUnanswered(false);
            }}
            disabled={vote.isPending}
          />
          {unanswered && (
            <Hint id={hintId} role="alert">
              {t('poll.select_answer')}
            </Hint>
          )}
          <Button onClick={send} loading={vote.isPending} aria-describedby={unanswered ? hintId : undefined}>
            {t('poll.vote')}
          </Button>
        </>
      )}
      {voted !== null && <Voted>{t('livePoll.yourVote', { answer: voted })}</Voted>}
      {(voted !== null || poll.showRates) && (
        <Results
          results={poll.answerRates.map((rate) => ({ key: rate.answer, label: rate.answer, percentage: rate.rate }))}
        />
      )}
    </Widget>
  );
}

const Widget = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }

  > button {
    align-self: flex-end;
  }
`;

const Kicker = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Voted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;
