import { Button, bus, errorMessage, useParcelHost } from '@atrium/shared';
import type { SocialHubPost } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAttendPoll } from './api';
import { Choices } from './Choices';
import './i18n';
import { Results } from './Results';
import { pollState, voteOf } from './rules';

export interface PollPostProps {
  post: SocialHubPost;
  /** The post as SocialHub/Attend answered it: the feed puts it in place of the old one. */
  onChange: (post: SocialHubPost) => void;
}

/**
 * A poll post (spec 2 §4 "Poll post"): its options to pick while the caller has not voted and it is
 * open, Vote only with a choice; then, and for everyone once it is over, each option's percentage
 * and bar. What the server pushes (voteCalculated, postIsOverChanged) comes in as a new post.
 */
export function PollPost({ post, onChange }: PollPostProps) {
  const { t } = useTranslation('socialHub');
  const eventId = useParcelHost()?.eventId;
  const [chosen, setChosen] = useState<string | null>(null);
  const attend = useAttendPoll(eventId);
  const { question, options, canVote, showResults } = pollState(post);
  const vote = voteOf(post, chosen);

  function send() {
    if (!vote) return;
    attend.mutate(vote, {
      onSuccess: ({ data }) => data && onChange(data),
      onError: (error) => bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' }),
    });
  }

  return (
    <Poll>
      {showResults ? (
        <Results
          results={options.map((option) => ({ key: option.id, label: option.title, percentage: option.percentage }))}
        />
      ) : (
        <Choices
          legend={question?.title || t('poll.options')}
          choices={options.map((option) => ({ value: option.id, label: option.title }))}
          value={chosen}
          onChange={setChosen}
          disabled={!canVote || attend.isPending}
        />
      )}
      <Footer>
        <Count>{t('poll.attendings', { count: post.attendings })}</Count>
        {post.isOver ? (
          <Button disabled>{t('poll.voteEnded')}</Button>
        ) : post.isJoined ? (
          <Voted>{t('poll.voted')}</Voted>
        ) : (
          <Button onClick={send} disabled={!vote} loading={attend.isPending}>
            {t('poll.vote')}
          </Button>
        )}
      </Footer>
    </Poll>
  );
}

const Poll = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Voted = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
