import { ConfirmDialog, MenuPanel, MenuRoot, useMenuButton } from '@atrium/shared';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RoomIcon, type RoomIconName } from './icons';
import { useRoom, useRoomClient } from './RoomContext';

export type RoomPanel = 'hub' | 'stats' | 'settings' | null;

interface ControlBarProps {
  title: string;
  panel: RoomPanel;
  onPanel: (panel: RoomPanel) => void;
  onInvite?: () => void;
  onLeave: () => void;
}

/** The control bar of spec 2 §2.22: title, connection state and every room control. */
export function ControlBar({ title, panel, onPanel, onInvite, onLeave }: ControlBarProps) {
  const { t } = useTranslation('room');
  const client = useRoomClient();
  const state = useRoom((s) => s.room.state);
  const me = useRoom((s) => s.me);
  const mic = useRoom((s) => s.producers.mic);
  const webcam = useRoom((s) => s.producers.webcam);
  const sharing = useRoom((s) => !!s.producers.screen);
  const [leaving, setLeaving] = useState(false);
  const connected = state === 'connected';
  const micOn = !!mic && !mic.paused;

  return (
    <Bar role="toolbar" aria-label={t('controls')}>
      <Heading>
        <Title>{title}</Title>
        <State data-room-state={state} aria-live="polite">
          {t(`state_${state}`)}
        </State>
      </Heading>
      <Buttons>
        <Control
          icon={micOn ? 'mic' : 'micOff'}
          label={t('mic')}
          title={me.canSendMic || !connected ? t('mic') : t('micUnsupported')}
          aria-pressed={micOn}
          disabled={!connected || !me.canSendMic}
          onClick={() => void (micOn ? client.muteMic() : client.unmuteMic())}
        />
        <Control
          icon={webcam ? 'camera' : 'cameraOff'}
          label={t('camera')}
          title={me.canSendWebcam || !connected ? t('camera') : t('cameraUnsupported')}
          aria-pressed={!!webcam}
          disabled={!connected || !me.canSendWebcam || me.webcamInProgress || me.audioOnly}
          onClick={() => void (webcam ? client.disableWebcam() : client.enableWebcam())}
        />
        {sharing ? (
          <Control
            icon="screen"
            label={t('shareStop')}
            aria-pressed
            $danger
            onClick={() => void client.disableShare()}
          />
        ) : (
          <ShareMenu disabled={!connected || !me.canShare || me.shareInProgress} />
        )}
        <Control
          icon="hub"
          label={t('socialHub')}
          aria-pressed={panel === 'hub'}
          onClick={() => onPanel(panel === 'hub' ? null : 'hub')}
        />
        {onInvite && <Control icon="invite" label={t('invite')} onClick={onInvite} />}
        <Control icon="settings" label={t('settings')} aria-haspopup="dialog" onClick={() => onPanel('settings')} />
        <Control
          icon="audioOnly"
          label={t('audioOnly')}
          aria-pressed={me.audioOnly}
          disabled={!connected || me.audioOnlyInProgress}
          onClick={() => void (me.audioOnly ? client.disableAudioOnly() : client.enableAudioOnly())}
        />
        <Control
          icon={me.audioMuted ? 'muted' : 'volume'}
          label={t('muteAudio')}
          aria-pressed={me.audioMuted}
          onClick={() => (me.audioMuted ? client.unmuteAudio() : client.muteAudio())}
        />
        <Control
          icon="stats"
          label={t('stats')}
          aria-pressed={panel === 'stats'}
          onClick={() => onPanel(panel === 'stats' ? null : 'stats')}
        />
        <Control icon="leave" label={t('leave')} $danger onClick={() => setLeaving(true)} />
      </Buttons>
      <ConfirmDialog
        open={leaving}
        title={t('leaveTitle')}
        confirmLabel={t('leaveConfirm')}
        onClose={() => setLeaving(false)}
        onConfirm={() => {
          setLeaving(false);
          client.close();
          onLeave();
        }}
      >
        {t('leaveQuestion')}
      </ConfirmDialog>
    </Bar>
  );
}

function ShareMenu({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('room');
  const client = useRoomClient();
  const canShare = useRoom((s) => s.me.canShare);
  const { expanded, close, root, button, menu } = useMenuButton<HTMLDivElement>();
  const share = (mode: 'presentation' | 'video') => {
    close();
    void client.enableShare({ mode });
  };
  return (
    <MenuRoot {...root}>
      <Control
        icon="screen"
        label={t('shareMenu')}
        title={canShare ? t('shareMenu') : t('shareUnsupported')}
        disabled={disabled}
        {...button}
      />
      {expanded && (
        <Menu {...menu} aria-label={t('shareMenu')}>
          <MenuItem type="button" role="menuitem" onClick={() => share('presentation')}>
            {t('sharePresentation')}
          </MenuItem>
          <MenuItem type="button" role="menuitem" onClick={() => share('video')}>
            {t('shareVideo')}
          </MenuItem>
        </Menu>
      )}
    </MenuRoot>
  );
}

interface ControlProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  icon: RoomIconName;
  label: string;
  $danger?: boolean;
}

/** A round control: the icon shows, the label names it (and is its tooltip unless told). */
function Control({ icon, label, title, ...rest }: ControlProps) {
  return (
    <Round type="button" aria-label={label} title={title ?? label} {...rest}>
      <RoomIcon name={icon} />
    </Round>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.headerDark};
  color: ${({ theme }) => theme.colors.headerDarkText};
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const State = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.85;

  &[data-room-state='connected'] {
    color: #7ee29a;
    opacity: 1;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Round = styled.button<{ $danger?: boolean }>`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ $danger, theme }) => ($danger ? theme.colors.danger : 'rgba(255, 255, 255, 0.12)')};
  color: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ $danger, theme }) => ($danger ? theme.colors.danger : theme.colors.primary)};
    color: ${({ theme }) => theme.colors.primaryText};
  }

  &:hover:not(:disabled) {
    filter: brightness(1.2);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Menu = styled(MenuPanel)`
  left: 0;
  right: auto;
`;

const MenuItem = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
    outline: none;
  }
`;
