import { Button, RemoteSlot, remoteArea, Spinner, media, useParcelHost, useSession, useUser } from '@atrium/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChatPanel } from './ChatPanel';
import { ControlBar, type RoomPanel } from './ControlBar';
import { DeviceErrorDialog } from './DeviceErrorDialog';
import './i18n';
import { RemoteAudio } from './media';
import { RoomClient } from './RoomClient';
import { RoomContext, useRoom } from './RoomContext';
import { SettingsDialog } from './SettingsDialog';
import { Stage } from './Stage';
import { StatsPanel } from './StatsPanel';
import { Toasts } from './Toasts';
import type { MeetingRoomProps } from './types';

/**
 * The meeting room (spec 2 §2.22): one RoomClient for the signed-in user, made when the room opens
 * and closed when it goes. Loaded lazily (LazyMeetingRoom) so mediasoup-client loads only here.
 */
export function MeetingRoom(props: MeetingRoomProps) {
  const { namespace, roomId } = props;
  const user = useUser();
  const token = useSession((state) => state.token);
  const [client, setClient] = useState<RoomClient | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ props, user });
  latest.current = { props, user };
  const peerId = user?.id;

  useEffect(() => {
    const { user: me } = latest.current;
    if (!peerId || !me) return;
    const job = me.jobs?.[0];
    const roomClient = new RoomClient({
      namespace,
      roomId,
      peerId,
      token,
      displayName: `${me.firstName} ${me.lastName}`.trim() || me.email,
      title: job ? [job.position, job.firmName].filter(Boolean).join(', ') : null,
      picture: me.image,
      onRefused: (status, message) => latest.current.props.onRefused(status, message),
    });
    setClient(roomClient);
    roomClient.join();
    return () => roomClient.close();
  }, [namespace, roomId, peerId, token, attempt]);

  if (!client)
    return (
      <Centre>
        <Spinner size={40} />
      </Centre>
    );
  return <RoomView client={client} {...props} onRejoin={() => setAttempt((n) => n + 1)} />;
}

interface RoomViewProps extends MeetingRoomProps {
  client: RoomClient;
  onRejoin: () => void;
}

/** The room's screen for one RoomClient (the tests give it a client with fakes). */
export function RoomView({ client, title, eventId, onLeave, onInvite, onRejoin }: RoomViewProps) {
  const { t } = useTranslation('room');
  const [panel, setPanel] = useState<RoomPanel>(null);
  return (
    <RoomContext.Provider value={client}>
      <Room aria-label={t('room', { title })}>
        <ControlBar title={title} panel={panel} onPanel={setPanel} onInvite={onInvite} onLeave={onLeave} />
        <Main>
          {/* The toasts sit over the stage, never over the chat's Send or the control bar. */}
          <StageArea>
            <Closed onRejoin={onRejoin} onLeave={onLeave} />
            <Stage />
            <Toasts />
          </StageArea>
          {panel === 'hub' && <HubPanel eventId={eventId} onClose={() => setPanel(null)} />}
          {panel === 'stats' && (
            <Side>
              <StatsPanel
                onClose={() => {
                  client.setStatsPeerId(null);
                  setPanel(null);
                }}
              />
            </Side>
          )}
        </Main>
        <ChatPanel />
        <RemoteAudio />
        <DeviceErrorDialog />
        <SettingsDialog open={panel === 'settings'} onClose={() => setPanel(null)} />
      </Room>
    </RoomContext.Provider>
  );
}

function Closed({ onRejoin, onLeave }: { onRejoin: () => void; onLeave: () => void }) {
  const { t } = useTranslation('room');
  const closed = useRoom((s) => s.room.state === 'closed');
  if (!closed) return null;
  return (
    <ClosedBox role="alert">
      <p>{t('closedTitle')}</p>
      <Button onClick={onRejoin}>{t('rejoin')}</Button>
      <Button variant="secondary" onClick={onLeave}>
        {t('back')}
      </Button>
    </ClosedBox>
  );
}

/** The event's social hub beside the room (spec 2 §2.22 social hub toggle), mf-social-hub's parcel. */
function HubPanel({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const { t } = useTranslation('room');
  const host = useParcelHost();
  const props = useMemo(() => (host ? { ...host, eventId, isAttending: true } : null), [host, eventId]);
  return (
    <Side aria-label={t('socialHub')}>
      <Button size="sm" variant="secondary" onClick={onClose}>
        {t('closeSocialHub')}
      </Button>
      {props && <RemoteSlot {...remoteArea('eventSocialHub')} props={props} minHeight={320} />}
    </Side>
  );
}

const Room = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const Main = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 0;

  ${media.belowWide} {
    flex-direction: column;
  }
`;

const StageArea = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  flex: 0 0 360px;
  max-width: 100%;
  max-height: 75vh;
  overflow-y: auto;

  ${media.belowWide} {
    flex-basis: auto;
  }
`;

const ClosedBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  p {
    flex-basis: 100%;
    margin: 0;
    text-align: center;
  }
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 320px;
`;
