import { Button, Dialog } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PERMISSION_HELP_LINKS } from './deviceErrors';
import { useRoom, useRoomClient } from './RoomContext';

/**
 * Spec 2 §8 device errors: what went wrong with which device; when access was refused, how to
 * allow it again in each browser, and a refresh-page button instead of an OK button.
 */
export function DeviceErrorDialog() {
  const { t } = useTranslation('room');
  const client = useRoomClient();
  const errors = useRoom((s) => s.deviceErrors);
  const refused = errors.some((error) => error.reason === 'notAllowed');
  return (
    <Dialog
      open={errors.length > 0}
      size="sm"
      title={t('deviceErrorTitle')}
      onClose={() => client.dismissDeviceErrors()}
      footer={<Button onClick={() => window.location.reload()}>{t('refreshPage')}</Button>}
    >
      <List>
        {errors.map((error) => (
          <li key={error.source}>
            <strong>{t(`source_${error.source}`)}:</strong> {t(`reason_${error.reason}`)}
          </li>
        ))}
      </List>
      {refused && <p>{t('openPermissions')}</p>}
      <List>
        {PERMISSION_HELP_LINKS.map((link) => (
          <li key={link.browser}>
            <a href={link.href} target="_blank" rel="noreferrer">
              {t('help', { browser: link.browser })}
            </a>
          </li>
        ))}
      </List>
    </Dialog>
  );
}

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding-left: 1.2em;
`;
