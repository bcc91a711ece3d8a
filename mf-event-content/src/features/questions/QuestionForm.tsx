import { Button, useFormSubmit } from '@atrium/shared';
import type { Question, QuestionAnswers } from '@atrium/shared/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import './i18n';
import { QuestionField } from './QuestionField';
import {
  answersOf,
  initialValues,
  problemsOf,
  questionOfField,
  visibleQuestions,
  type AnswerValue,
  type FormValues,
} from './rules';

export interface QuestionFormProps {
  questions: Question[];
  /** The sub-event or booth whose form this is: uploads go to registration/uploadfile?registrationFormId=<formId>&questionId=<id>. */
  formId: string;
  submitLabel: string;
  /** Sends the answers (QuestionAnswers); an ApiError's field errors `questions.<i>.answer` show beside that question. */
  onSubmit: (answers: QuestionAnswers) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * The registration and survey question renderer (spec 2 §2.16): every question drawn by its type,
 * a child shown right after its parent while the parent has its answer (spec 2 §4), the answers
 * checked in spec 2 §5's order before anything is sent, the focus put in the first refused one,
 * and the server's refusals shown beside the question they name.
 */
export function QuestionForm({ questions, formId, submitLabel, onSubmit, onCancel }: QuestionFormProps) {
  const { t } = useTranslation('event');
  const [values, setValues] = useState<FormValues>(() => initialValues(questions));
  const { busy, run, errors, setErrors, clear, formError, setFormError } = useFormSubmit();
  const sent = useRef<QuestionAnswers>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const shown = visibleQuestions(questions, values);

  // Local errors are kept by question id; the server's by the field it names (questions.<i>.answer).
  const errorOf = (question: Question) =>
    errors[question.id] ??
    Object.entries(errors).find(([field]) => questionOfField(field, sent.current) === question.id)?.[1] ??
    null;

  function clearErrorsOf(id: string) {
    clear(id);
    sent.current.forEach((answer, index) => {
      if (answer.id !== id) return;
      clear(`questions.${index}.answer`);
      clear(`questions.${index}.id`);
    });
  }

  function change(id: string, value: AnswerValue) {
    setValues((current) => ({ ...current, [id]: value }));
    clearErrorsOf(id);
    setFormError(null);
  }

  function focusQuestion(id: string) {
    const fields = formRef.current?.querySelectorAll<HTMLElement>('[data-question]') ?? [];
    const field = [...fields].find((each) => each.dataset.question === id);
    field?.querySelector<HTMLElement>('input:not([disabled]), select, textarea')?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problems = problemsOf(questions, values);
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map(([id, problem]) => [id, t(problem.key, problem.values)])));
      setFormError(t('questions.formInvalid', { count: problems.length }));
      focusQuestion(problems[0][0]);
      return;
    }
    const answers = answersOf(questions, values);
    sent.current = answers;
    setFormError(null);
    await run(
      answers.map((_, index) => `questions.${index}.answer`),
      async () => {
        await onSubmit(answers);
      },
    );
  }

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-describedby={formError ? `${baseId}-form-error` : undefined}>
      {shown.map((question) => (
        <QuestionField
          key={question.id}
          formId={formId}
          idPrefix={baseId}
          question={question}
          value={values[question.id]}
          error={errorOf(question)}
          onChange={(value) => change(question.id, value)}
          onProblem={(message) =>
            message ? setErrors((current) => ({ ...current, [question.id]: message })) : clearErrorsOf(question.id)
          }
        />
      ))}
      {formError && (
        <FormError id={`${baseId}-form-error`} role="alert">
          {formError}
        </FormError>
      )}
      <Actions>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('questions.cancel')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;
