import { Button, CallFailed, Dialog, errorMessage, Icon, useUser } from '@atrium/shared';
import type { Survey } from '@atrium/shared/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isEmptyAnswer, refusedQuestion, toSurveyAnswers, type Answers } from './answers';
import { useDoSurvey } from './api';
import { QuestionField } from './QuestionField';

export interface SurveyFormProps {
  eventId: string;
  /** The booth whose list it was opened from, null for the event's own: that list marks it completed. */
  standId: string | null;
  survey: Survey;
  onBack(): void;
  /** The server said yes: its data.message for the success popup (spec 2 §7.1). */
  onCompleted(message: string): void;
}

/**
 * Taking a survey (spec 2 §2.15, §4 Survey, §5): one question at a time with a counter; Next (Complete
 * on the last) goes on only with an answer, else a warning popup says so. A refusal shows the api's
 * message and keeps every answer, on the question it names if it names one (docs/decisions.md).
 */
export function SurveyForm({ eventId, standId, survey, onBack, onCompleted }: SurveyFormProps) {
  const { t } = useTranslation('event');
  const user = useUser();
  const titleId = useId();
  const warningId = useId();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [warning, setWarning] = useState(false);
  const [failure, setFailure] = useState<{ message: string; index: number | null; field: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: doSurvey } = useDoSurvey(eventId, standId);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const total = survey.questions.length;
  const question = survey.questions[index];
  const last = index === total - 1;

  // The question shown takes the focus (the list's button that opened it is gone), so it is read out.
  useEffect(() => titleRef.current?.focus(), [index]);

  async function complete() {
    setBusy(true);
    setFailure(null);
    try {
      const { data, message } = await doSurvey({
        surveyID: survey.id,
        surveyAnswers: toSurveyAnswers(survey, answers),
        firstName: user?.firstName ?? null,
        lastName: user?.lastName ?? null,
        email: user?.email ?? null,
        phoneNumber: null,
      });
      onCompleted(data?.message ?? message ?? t('surveys.thanks'));
    } catch (error) {
      const refused = error instanceof CallFailed ? refusedQuestion(error.validationErrors) : null;
      if (refused && refused.index < total) setIndex(refused.index);
      setFailure({
        message: errorMessage(error),
        index: refused && refused.index < total ? refused.index : null,
        field: refused?.error ?? null,
      });
      setBusy(false);
    }
  }

  function next(event: FormEvent) {
    event.preventDefault();
    if (isEmptyAnswer(answers[question.id])) {
      setWarning(true);
      return;
    }
    if (last) void complete();
    else setIndex(index + 1);
  }

  return (
    <Taking aria-labelledby={titleId}>
      <BackLink type="button" onClick={onBack}>
        <Icon name="back" size={18} />
        {t('surveys.back')}
      </BackLink>
      <Header>
        <h2 id={titleId}>{survey.title}</h2>
        <Counter aria-label={t('surveys.counterLabel', { current: index + 1, total })}>
          {t('surveys.counter', { current: index + 1, total })}
        </Counter>
      </Header>
      <Progress value={index + 1} max={total} aria-hidden="true" />
      <Form onSubmit={next} noValidate>
        <QuestionField
          key={question.id}
          question={question}
          answer={answers[question.id]}
          titleRef={titleRef}
          error={failure?.index === index ? failure.field : null}
          onChange={(answer) => {
            setAnswers((given) => ({ ...given, [question.id]: answer }));
            if (failure?.index === index) setFailure({ ...failure, field: null });
          }}
        />
        {failure && <Failure role="alert">{failure.message}</Failure>}
        <Buttons>
          {index > 0 && (
            <Button type="button" variant="secondary" onClick={() => setIndex(index - 1)} disabled={busy}>
              {t('surveys.previous')}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {last ? t('surveys.complete') : t('surveys.next')}
          </Button>
        </Buttons>
      </Form>
      <Dialog
        open={warning}
        role="alertdialog"
        describedBy={warningId}
        size="sm"
        title={t('surveys.emptyTitle')}
        onClose={() => setWarning(false)}
        footer={<Button onClick={() => setWarning(false)}>{t('surveys.ok')}</Button>}
      >
        <p id={warningId}>{t('surveys.emptyText')}</p>
      </Dialog>
    </Taking>
  );
}

const Taking = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 720px;
`;

const BackLink = styled.button`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

const Counter = styled.p`
  flex: none;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Progress = styled.progress`
  width: 100%;
  height: 6px;
  appearance: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.skeleton};
  overflow: hidden;

  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.skeleton};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primary};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: 600px) {
    padding: ${({ theme }) => theme.spacing.md};
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;
