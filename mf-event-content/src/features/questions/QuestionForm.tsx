import { Button, CallFailed, useFormSubmit, type QuestionFormParcelProps } from '@atrium/shared';
import type { Question, QuestionAnswers } from '@atrium/shared/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import './i18n';
import { QuestionField } from './QuestionField';
import {
  answersOf,
  initialValues,
  problemOf,
  problemsOf,
  questionOfField,
  stepProgress,
  visibleQuestions,
  type AnswerValue,
  type FormValues,
} from './rules';

/** The exposed parcel's props (formId: the sub-event, booth or survey post whose form this is), and a cancel button. */
export interface QuestionFormProps extends QuestionFormParcelProps {
  onCancel?: () => void;
}

/**
 * The registration and survey question renderer (spec 2 §2.16): every question drawn by its type,
 * a child shown right after its parent while the parent has its answer (spec 2 §4), the answers
 * checked in spec 2 §5's order before anything is sent, the focus put in the first refused one,
 * and the server's refusals shown beside the question they name. In 'steps' mode (survey posts,
 * spec 2 §2.16) one shown question at a time with a counter of the questions asked of everyone: Next checks that one
 * (spec 2 §5's social checks, in order), and the last step's button sends.
 */
export function QuestionForm({ questions, formId, submitLabel, onSubmit, onCancel, mode = 'all' }: QuestionFormProps) {
  const { t } = useTranslation('event');
  const [values, setValues] = useState<FormValues>(() => initialValues(questions));
  const { busy, run, errors, setErrors, clear, formError, setFormError } = useFormSubmit();
  const sent = useRef<QuestionAnswers>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const shown = visibleQuestions(questions, values);
  const steps = mode === 'steps';
  const [step, setStep] = useState(0);
  // A child removed by its parent's new answer can shorten the steps under the one shown.
  const index = Math.min(step, shown.length - 1);
  const last = !steps || index === shown.length - 1;
  const progress = stepProgress(questions, shown, index);
  // Set when Next or a refusal moves to another step: its question takes the focus once drawn.
  const focusNext = useRef(false);

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

  function goTo(id: string) {
    const at = shown.findIndex((question) => question.id === id);
    if (!steps || at === index) focusQuestion(id);
    else {
      focusNext.current = true;
      setStep(at);
    }
  }

  useEffect(() => {
    if (!focusNext.current || !steps) return;
    focusNext.current = false;
    focusQuestion(shown[index].id);
  });

  function next() {
    const question = shown[index];
    const problem = problemOf(question, values[question.id]);
    if (problem) {
      setErrors((current) => ({ ...current, [question.id]: t(problem.key, problem.values) }));
      focusQuestion(question.id);
      return;
    }
    goTo(shown[index + 1].id);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!last) return next();
    const problems = problemsOf(questions, values);
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map(([id, problem]) => [id, t(problem.key, problem.values)])));
      if (!steps) setFormError(t('questions.formInvalid', { count: problems.length }));
      goTo(problems[0][0]);
      return;
    }
    const answers = answersOf(questions, values);
    sent.current = answers;
    setFormError(null);
    // In steps, the question a refusal names may be on another step: it is shown again.
    let refused: string | null = null;
    await run(
      answers.map((_, n) => `questions.${n}.answer`),
      async () => {
        try {
          await onSubmit(answers);
        } catch (error) {
          if (error instanceof CallFailed)
            refused =
              Object.keys(error.validationErrors)
                .map((field) => questionOfField(field, answers))
                .find(Boolean) ?? null;
          throw error;
        }
      },
    );
    if (steps && refused) goTo(refused);
  }

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-describedby={formError ? `${baseId}-form-error` : undefined}>
      {steps && (
        <Counter aria-label={t('questions.stepCounterLabel', progress)}>{t('questions.stepCounter', progress)}</Counter>
      )}
      {(steps ? shown.slice(index, index + 1) : shown).map((question) => (
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
        {steps && index > 0 && (
          <Button variant="secondary" onClick={() => goTo(shown[index - 1].id)} disabled={busy}>
            {t('questions.previous')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {last ? submitLabel : t('questions.next')}
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

const Counter = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
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
