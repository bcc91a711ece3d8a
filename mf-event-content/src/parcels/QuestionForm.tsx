import { createParcel, Skeleton, type HostProps, type QuestionFormParcelProps } from '@atrium/shared';
import { Suspense } from 'react';
import { QuestionForm } from '../features/questions';

/**
 * The question renderer (spec 2 §2.16) for other remotes: the social hub's survey posts mount it
 * with mode 'steps'. The form loads after the parcel, so this expose's first chunk stays small.
 */
export function QuestionFormParcel({
  questions,
  formId,
  submitLabel,
  onSubmit,
  mode,
}: HostProps & QuestionFormParcelProps) {
  return (
    <Suspense fallback={<Skeleton height={160} />}>
      <QuestionForm questions={questions} formId={formId} submitLabel={submitLabel} onSubmit={onSubmit} mode={mode} />
    </Suspense>
  );
}

export default createParcel<QuestionFormParcelProps>(QuestionFormParcel);
