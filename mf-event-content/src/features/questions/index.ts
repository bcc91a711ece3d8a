import { lazy } from 'react';

export { fetchQuestions, questionsQuery } from './api';
export type { QuestionFormProps } from './QuestionForm';

/**
 * The form loads when a form is first shown (inside a Suspense), so the program and the booth
 * pages, which only sometimes ask questions, do not carry it in the event's first chunk.
 */
export const QuestionForm = lazy(() => import('./QuestionForm').then((m) => ({ default: m.QuestionForm })));
