import { Button, UploadProgress, visuallyHidden } from '@atrium/shared';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAnswerUpload } from './api';
import { describedBy, FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { acceptedTypes, fileProblem, kindOf } from './rules';

/**
 * File upload (type 104) and profile picture (type 32): the file goes at once through
 * registration/uploadfile for this form and question, with its progress; the answer is the URL
 * the server gives back. The question's types and size are shown as a tip and checked here before
 * anything is sent (spec 2 §2.16, §5); the server checks them again on the bytes.
 */
export function FileField({
  question,
  ids,
  value,
  onChange,
  error,
  hint,
  formId,
  onProblem,
}: FieldProps & { formId: string; onProblem(message: string | null): void }) {
  const { t } = useTranslation('event');
  const { upload, progress, busy, error: uploadError, clearError } = useAnswerUpload(formId, question.id);
  const url = typeof value === 'string' ? value : '';
  const [name, setName] = useState(() => decodeURIComponent(url.split('/').pop() ?? ''));
  const picture = kindOf(question) === 'profilePicture';
  const types = acceptedTypes(question);
  const tip = tipOf(t, types, question.maxFileSizeMb);
  const shownError = error ?? uploadError;

  async function choose(file: File) {
    const problem = fileProblem(question, file);
    onProblem(problem ? t(problem.key, problem.values) : null);
    if (problem) return;
    const data = await upload(file);
    if (data) {
      setName(file.name);
      onChange(data.item.url);
    }
  }

  return (
    <FieldShell
      question={question}
      ids={ids}
      group={false}
      hint={
        <>
          {hint}
          {hint && tip && <br />}
          {tip}
        </>
      }
      error={shownError}
    >
      {url && (
        <Uploaded>
          {picture && <img src={url} alt={t('questions.uploadedPicture')} width={64} height={64} />}
          <a href={url} target="_blank" rel="noreferrer">
            {t('questions.uploadedFile', { name })}
          </a>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              // A refused file's error is about a file that is not the answer: it goes with the answer.
              clearError();
              onChange('');
            }}
            disabled={busy}
          >
            {t('questions.removeFile')}
          </Button>
        </Uploaded>
      )}
      <FileInput
        type="file"
        id={ids.control}
        accept={types.length > 0 ? types.map((type) => `.${type}`).join(',') : picture ? 'image/*' : undefined}
        disabled={busy}
        $invalid={Boolean(shownError)}
        aria-invalid={shownError ? true : undefined}
        aria-required={question.isRequired || undefined}
        aria-describedby={describedBy(ids, { hint: Boolean(hint || tip), error: Boolean(shownError) })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so choosing the same file again after a fix still counts as a change.
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      {/* The browser's own button speaks its language, not the page's: this one is the input's second label. */}
      <Pick htmlFor={ids.control} aria-hidden="true" $disabled={busy}>
        {url ? t('questions.replaceFile') : t('questions.chooseFile')}
      </Pick>
      <UploadProgress progress={progress} />
    </FieldShell>
  );
}

/** "PDF, PNG · up to 2 MB" from the question's fileTypes and maxFileSizeMb, or the part it has. */
function tipOf(t: TFunction<'event'>, types: string[], size: number | null): string | null {
  const list = types.map((type) => type.toUpperCase()).join(', ');
  if (list && size !== null) return t('questions.fileTip', { types: list, size });
  if (list) return t('questions.fileTipTypes', { types: list });
  if (size !== null) return t('questions.fileTipSize', { size });
  return null;
}

const Uploaded = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  img {
    border-radius: ${({ theme }) => theme.radius.round};
    object-fit: cover;
  }

  a {
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.link};
  }
`;

const FileInput = styled.input<{ $invalid: boolean }>`
  ${visuallyHidden}

  &:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Pick = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};

  input[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
