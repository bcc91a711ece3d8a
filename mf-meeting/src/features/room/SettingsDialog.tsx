import { Button, Dialog, fieldControl } from '@atrium/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRoom, useRoomClient } from './RoomContext';

/** Spec 2 §2.22 settings: camera, microphone and speaker, the camera's resolution, my display name. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('room');
  const client = useRoomClient();
  const devices = useRoom((s) => s.devices);
  const me = useRoom((s) => s.me);
  const webcamOn = useRoom((s) => !!s.producers.webcam);
  const [name, setName] = useState(me.displayName);
  const ids = useId();
  // setSinkId is where the browser lets a page choose the output.
  const canChooseSpeaker = typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

  useEffect(() => {
    if (open) {
      setName(me.displayName);
      void client.updateDevices();
    }
  }, [open, client, me.displayName]);

  return (
    <Dialog open={open} onClose={onClose} title={t('settingsTitle')} size="sm">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void client.changeDisplayName(name);
        }}
      >
        <label htmlFor={`${ids}-camera`}>{t('camera')}</label>
        <Select
          id={`${ids}-camera`}
          value={devices.cameraId ?? ''}
          onChange={(event) => void client.selectCamera(event.target.value)}
        >
          <option value="">{t('defaultDevice')}</option>
          {devices.cameras.map((device) => (
            <option key={device.deviceId} value={device.deviceId}>
              {device.label}
            </option>
          ))}
        </Select>
        <Row>
          <span>{t('resolution', { resolution: me.webcamResolution.toUpperCase() })}</span>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={!webcamOn || me.webcamInProgress}
            onClick={() => void client.changeWebcamResolution()}
          >
            {t('changeResolution')}
          </Button>
          {me.canChangeWebcam && (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={!webcamOn || me.webcamInProgress}
              onClick={() => void client.changeWebcam()}
            >
              {t('nextCamera')}
            </Button>
          )}
        </Row>
        <label htmlFor={`${ids}-mic`}>{t('microphone')}</label>
        <Select
          id={`${ids}-mic`}
          value={devices.microphoneId ?? ''}
          onChange={(event) => void client.selectMicrophone(event.target.value)}
        >
          <option value="">{t('defaultDevice')}</option>
          {devices.microphones.map((device) => (
            <option key={device.deviceId} value={device.deviceId}>
              {device.label}
            </option>
          ))}
        </Select>
        {canChooseSpeaker && (
          <>
            <label htmlFor={`${ids}-speaker`}>{t('speaker')}</label>
            <Select
              id={`${ids}-speaker`}
              value={devices.speakerId ?? ''}
              onChange={(event) => client.selectSpeaker(event.target.value)}
            >
              <option value="">{t('defaultDevice')}</option>
              {devices.speakers.map((device) => (
                <option key={device.deviceId} value={device.deviceId}>
                  {device.label}
                </option>
              ))}
            </Select>
          </>
        )}
        <label htmlFor={`${ids}-name`}>{t('displayName')}</label>
        <Row>
          <NameInput
            id={`${ids}-name`}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={!name.trim() || name.trim() === me.displayName}>
            {t('saveName')}
          </Button>
        </Row>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};

  label {
    margin-top: ${({ theme }) => theme.spacing.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${fieldControl}
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const NameInput = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
  flex: 1;
  min-width: 0;
`;
