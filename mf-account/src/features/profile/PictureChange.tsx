import { Avatar, bus, UploadProgress } from '@atrium/shared';
import type { User } from '@atrium/shared/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorText } from '../../components/layout';
import { usePictureUpload } from './api';

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
  // The size is refused before sending, the file's error kept for beside the control, leaving aborts.
  const { uploadPicture, progress, busy, error } = usePictureUpload();
  const errorId = useId();
  const name = `${user.firstName} ${user.lastName}`;

  const send = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const answer = await uploadPicture(file);
    input.value = '';
    if (answer) bus.emit('snackbar.show', { message: t('pictureChanged'), kind: 'success' });
  };

  return (
    <Row>
      <Avatar src={user.image} name={name} size={96} />
      <Column>
        <Pick>
          {t('changePicture')}
          <input
            type="file"
            name="file"
            accept="image/*"
            disabled={busy}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void send(event.target)}
          />
        </Pick>
        <UploadProgress progress={progress} />
        {error && (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        )}
      </Column>
    </Row>
  );
}
