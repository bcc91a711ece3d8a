import { ANSWER_MAX_LENGTH, listReset, SURVEY_QUESTION_TYPE } from '@atrium/shared';
import type { SurveyQuestion } from '@atrium/shared/contract';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toggleOption, type Answer } from './answers';

export interface QuestionFieldProps {
  question: SurveyQuestion;
  answer: Answer | undefined;
  onChange(answer: Answer): void;
  /** The api's refusal of this answer, shown under it. */
  error?: string | null;
  /** The question's title, which takes the focus when the question comes up. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** One survey question by its type (spec 2 §3 Survey entry): free text, one option, or several. */
export function QuestionField({ question, answer, onChange, error, titleRef }: QuestionFieldProps) {
  const { t } = useTranslation('event');
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const single = question.type === SURVEY_QUESTION_TYPE.singleChoice;

  return (
    <Box>
      <h3 id={titleId} ref={titleRef} tabIndex={-1}>
        {question.title}
      </h3>
      {question.type === SURVEY_QUESTION_TYPE.freeText ? (
        <>
          <Hint id={hintId}>{t('surveys.yourAnswer')}</Hint>
          <TextArea
            aria-labelledby={titleId}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            rows={5}
            maxLength={ANSWER_MAX_LENGTH}
            value={typeof answer === 'string' ? answer : ''}
            onChange={(event) => onChange(event.target.value)}
          />
        </>
      ) : (
        <fieldset aria-labelledby={titleId} aria-describedby={describedBy}>
          <Hint id={hintId}>{single ? t('surveys.chooseOne') : t('surveys.chooseAny')}</Hint>
          <Options>
            {question.answers.map((option) => {
              const checked = single ? answer === option.id : Array.isArray(answer) && answer.includes(option.id);
              return (
                <li key={option.id}>
                  <Option $checked={checked}>
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={question.id}
                      value={option.id}
                      checked={checked}
                      onChange={() => onChange(single ? option.id : toggleOption(question, answer, option.id))}
                    />
                    <span>{option.title}</span>
                  </Option>
                </li>
              );
            })}
          </Options>
        </fieldset>
      )}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const TextArea = styled.textarea`
  width: 100%;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  resize: vertical;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  span {
    overflow-wrap: anywhere;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
