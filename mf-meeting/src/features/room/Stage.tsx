import { media } from '@atrium/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { gridColumns, isShownInGrid, signalBars } from './gridColumns';
import { RoomIcon } from './icons';
import { TrackVideo } from './media';
import { useRoom, useRoomClient } from './RoomContext';
import { peerMedia, type RoomState } from './roomStore';
import { Tile, type TileProps } from './Tile';

interface Participant extends TileProps {
  key: string;
  peerId: string;
}

function participants(state: RoomState, youLabel: (name: string) => string): Participant[] {
  const { me, producers, peers, room } = state;
  const mine: Participant = {
    key: 'me',
    peerId: me.id,
    name: me.displayName,
    label: youLabel(me.displayName),
    video: producers.webcam?.track ?? null,
    mirrored: true,
    micMuted: !producers.mic || producers.mic.paused,
    activeSpeaker: room.activeSpeakerId === me.id,
  };
  const others = Object.values(peers)
    .filter(isShownInGrid)
    .map((peer): Participant => {
      const { mic, webcam } = peerMedia(state, peer.id);
      const showVideo = webcam && !webcam.locallyPaused && !webcam.remotelyPaused;
      const quality = webcam ?? mic;
      return {
        key: peer.id,
        peerId: peer.id,
        name: peer.displayName,
        picture: peer.picture,
        video: showVideo ? webcam.track : null,
        micMuted: !mic || mic.remotelyPaused,
        activeSpeaker: room.activeSpeakerId === peer.id,
        bars: signalBars(quality?.score),
      };
    });
  return [mine, ...others];
}

/** Whose screen is shared: a peer's screen consumer, else mine (spec 2 §2.22 screen-share layout). */
function sharedScreen(state: RoomState) {
  const consumer = Object.values(state.consumers).find(
    (c) => c.source === 'screen' && !c.remotelyPaused && isShownInGrid(state.peers[c.peerId] ?? { displayName: '' }),
  );
  if (consumer) return { track: consumer.track, name: state.peers[consumer.peerId]?.displayName ?? '' };
  const mine = state.producers.screen;
  return mine ? { track: mine.track, name: state.me.displayName } : null;
}

/** The grid of tiles, or the shared screen with the tiles in a strip (spec 2 §2.22, §9). */
export function Stage() {
  const { t } = useTranslation('room');
  const client = useRoomClient();
  const state = useRoom((s) => s);
  const mutedPeers = state.mutedPeers;
  const list = useMemo(() => participants(state, (name) => t('you', { name })), [state, t]);
  const screen = useMemo(() => sharedScreen(state), [state]);

  const tiles = list.map(({ key, peerId, ...tile }) => (
    <Tile
      key={key}
      {...tile}
      compact={!!screen}
      action={
        key === 'me' ? undefined : (
          <MuteButton
            type="button"
            aria-pressed={!!mutedPeers[peerId]}
            aria-label={t(mutedPeers[peerId] ? 'unmutePeer' : 'mutePeer', { name: tile.name })}
            onClick={() => client.setPeerMuted(peerId, !mutedPeers[peerId])}
          >
            <RoomIcon name={mutedPeers[peerId] ? 'muted' : 'volume'} size={18} />
          </MuteButton>
        )
      }
    />
  ));

  if (screen)
    return (
      <ShareLayout>
        <Shared aria-label={t('sharedScreen')}>
          <TrackVideo track={screen.track} fit="contain" />
          <SharedCaption>{t('sharedBy', { name: screen.name })}</SharedCaption>
        </Shared>
        <Strip role="group" aria-label={t('participants')}>
          {tiles}
        </Strip>
      </ShareLayout>
    );

  const columns = gridColumns(list.length);
  return (
    <Grid
      role="group"
      aria-label={t('participants')}
      data-columns={columns}
      style={{ ['--columns' as string]: columns }}
    >
      {tiles}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
  align-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 0;

  /* A phone has room for two tiles side by side at most. */
  ${media.mobile} {
    grid-template-columns: repeat(min(var(--columns), 2), minmax(0, 1fr));
  }
`;

const ShareLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

const Shared = styled.section`
  position: relative;
  aspect-ratio: 16 / 9;
  max-height: 70vh;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #000;
`;

const SharedCaption = styled.p`
  position: absolute;
  left: 8px;
  top: 8px;
  margin: 0;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Strip = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  overflow-x: auto;
  padding-bottom: 4px;
`;

const MuteButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: rgba(0, 0, 0, 0.5);
  color: #fff;
  cursor: pointer;

  &[aria-pressed='true'] {
    color: #ff8a8a;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
