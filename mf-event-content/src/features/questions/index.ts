export { questionsQuery } from './api';
export { QuestionForm } from './QuestionForm';
export type { QuestionFormProps } from './QuestionForm';
