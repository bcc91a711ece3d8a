import { api, Avatar, bus, errorMessage } from '@atrium/shared';
import type { User } from '@atrium/shared/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorText } from '../../components/layout';
import { reloadUser } from '../../user';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 180px;

  progress {
    width: 100%;
  }
`;

// The file input stays a real, focusable input; its label is the visible button.
const Pick = styled.label`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

/**
 * The picture change (account/uploadfile?uploadType=profilePicture): progress while it uploads;
 * the api re-encodes it and sets it as the user's image, which the account bar then shows.
 */
export function PictureChange({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const name = `${user.firstName} ${user.lastName}`;

  const send = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      const answer = await api.upload('account/uploadfile', { uploadType: 'profilePicture' }, file, {
        onProgress: setProgress,
      });
      if (answer.hasError) {
        // A wrong type or size is the file's error (spec 1 §8: the server's message, beside what it is about).
        setError(Object.values(answer.validationErrors ?? {})[0] ?? answer.message);
        return;
      }
      await reloadUser();
      bus.emit('snackbar.show', { message: t('pictureChanged'), kind: 'success' });
    } catch (failure) {
      bus.emit('snackbar.show', { message: errorMessage(failure), kind: 'error' });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Row>
      <Avatar src={user.image} name={name} size={96} />
      <Column>
        <Pick>
          {t('changePicture')}
          <input
            ref={input}
            type="file"
            name="file"
            accept="image/*"
            disabled={progress !== null}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void send(file);
            }}
          />
        </Pick>
        {progress !== null && (
          <progress max={100} value={percent} aria-label={t('uploading', { percent })}>
            {t('uploading', { percent })}
          </progress>
        )}
        {error && (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        )}
      </Column>
    </Row>
  );
}
