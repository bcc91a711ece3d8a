import {
  bus,
  Button,
  errorMessage,
  RemoteSlot,
  remoteArea,
  useParcelHost,
  type QuestionFormParcelProps,
} from '@atrium/shared';
import type { Question, QuestionAnswers, SocialHubPost } from '@atrium/shared/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { surveyQuestions, useAttendSurvey } from './api';
import './i18n';

export interface SurveyPostProps {
  post: SocialHubPost;
  /** The post as SocialHub/Attend answered it: the feed puts it in place of the old one. */
  onChange: (post: SocialHubPost) => void;
}

const failure = (error: unknown) => bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });

/**
 * A survey post (spec 2 §4 "Social survey post"): Join loads its questions and opens them in the
 * event-content remote's question renderer, one at a time with a counter (its ./QuestionForm
 * parcel, never a copy); the last step sends them. A failed or empty load leaves it closed; a
 * failed send closes it and forgets the questions (spec 2 §8); joined or over, it says so.
 */
export function SurveyPost({ post, onChange }: SurveyPostProps) {
  const { t } = useTranslation('socialHub');
  const host = useParcelHost();
  const eventId = host?.eventId;
  // null: closed. Questions are asked for again at each opening.
  const [questions, setQuestions] = useState<Question[] | null>(null);
  const [loading, setLoading] = useState(false);
  const { mutateAsync: attend } = useAttendSurvey(eventId);

  async function join() {
    setLoading(true);
    try {
      const { items } = await surveyQuestions(eventId, post.id);
      if (items.length === 0) bus.emit('snackbar.show', { message: t('survey.noQuestions'), kind: 'error' });
      else setQuestions(items);
    } catch (error) {
      failure(error);
    } finally {
      setLoading(false);
    }
  }

  const submit = useCallback(
    async (answers: QuestionAnswers) => {
      try {
        const { data } = await attend({ postId: post.id, questions: answers });
        if (data) onChange(data);
      } catch (error) {
        failure(error);
      }
      setQuestions(null);
    },
    [post.id, attend, onChange],
  );

  const form = useMemo(
    () =>
      host && questions
        ? ({
            ...host,
            questions,
            formId: post.id,
            submitLabel: t('survey.submit'),
            mode: 'steps',
            onSubmit: submit,
          } satisfies QuestionFormParcelProps & typeof host)
        : null,
    [host, questions, post.id, t, submit],
  );

  return (
    <Survey>
      <Meta>
        {post.estimatedQuestionCount > 0 && (
          <span>{t('survey.questions', { count: post.estimatedQuestionCount })}</span>
        )}
        <span>{t('survey.attendings', { count: post.attendings })}</span>
      </Meta>
      {questions ? (
        <Open>
          <Button variant="ghost" size="sm" onClick={() => setQuestions(null)}>
            {t('survey.close')}
          </Button>
          {/* Outside a host (a unit test) there is no registry to load the renderer from. */}
          {form && <RemoteSlot {...remoteArea('questionForm')} props={form} minHeight={200} />}
        </Open>
      ) : post.isOver ? (
        <Button disabled>{t('survey.ended')}</Button>
      ) : post.isJoined ? (
        <Button disabled>{t('survey.alreadyJoined')}</Button>
      ) : (
        <Button onClick={() => void join()} loading={loading}>
          {t('survey.join')}
        </Button>
      )}
    </Survey>
  );
}

const Survey = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Open = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  align-self: stretch;

  > button {
    align-self: flex-end;
  }
`;
