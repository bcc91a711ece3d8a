import type { Question } from '@atrium/shared/contract';
import type { ReactNode } from 'react';
import type { FieldIds } from './FieldShell';
import type { AnswerValue } from './rules';

/** What the form gives each question's field. */
export interface FieldProps {
  question: Question;
  ids: FieldIds;
  value: AnswerValue | undefined;
  onChange(value: AnswerValue): void;
  /** The error shown beside it (a local check's or the server's), already in words. */
  error: string | null;
  /** The question's hint, and for some kinds their bounds, under it. */
  hint: ReactNode;
}
