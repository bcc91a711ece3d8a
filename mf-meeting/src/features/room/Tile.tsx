import { Avatar } from '@atrium/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RoomIcon } from './icons';
import { TrackVideo } from './media';

export interface TileProps {
  name: string;
  /** The accessible name of the figure; the name itself unless told (mine says "(you)"). */
  label?: string;
  picture?: string | null;
  video?: MediaStreamTrack | null;
  mirrored?: boolean;
  micMuted: boolean;
  activeSpeaker: boolean;
  /** 0-3, or undefined for my own tile. */
  bars?: 0 | 1 | 2 | 3;
  /** A per-peer control (the mute button) in the corner. */
  action?: ReactNode;
  compact?: boolean;
}

/** One participant in the grid or the strip (spec 2 §2.22): video, name, mic state, signal. */
export function Tile({
  name,
  label,
  picture,
  video,
  mirrored,
  micMuted,
  activeSpeaker,
  bars,
  action,
  compact,
}: TileProps) {
  const { t } = useTranslation('room');
  return (
    <Figure
      aria-label={label ?? name}
      data-active-speaker={activeSpeaker ? 'true' : undefined}
      $active={activeSpeaker}
      $compact={!!compact}
    >
      {video ? (
        <TrackVideo track={video} mirrored={mirrored} />
      ) : (
        <NoVideo aria-hidden="true">
          <Avatar src={picture} name={name} size={compact ? 40 : 72} />
        </NoVideo>
      )}
      <Caption>
        <Name>{name}</Name>
        {micMuted && (
          <Badge role="img" aria-label={t('micMuted')}>
            <RoomIcon name="micOff" size={16} />
          </Badge>
        )}
        {bars !== undefined && <SignalBars bars={bars} />}
      </Caption>
      {action && <Corner>{action}</Corner>}
    </Figure>
  );
}

export function SignalBars({ bars }: { bars: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation('room');
  return (
    <Bars role="img" aria-label={t('signal', { bars })} data-bars={bars}>
      {[1, 2, 3].map((bar) => (
        <Bar key={bar} $height={bar * 4 + 2} $on={bar <= bars} />
      ))}
    </Bars>
  );
}

const Figure = styled.figure<{ $active: boolean; $compact: boolean }>`
  position: relative;
  margin: 0;
  min-width: 0;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #1b2230;
  box-shadow: ${({ $active, theme }) => ($active ? `0 0 0 3px ${theme.colors.success}` : 'none')};
  transition: box-shadow 150ms ease;
  ${({ $compact }) => ($compact ? 'flex: 0 0 auto; width: 160px;' : '')}
`;

const NoVideo = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
`;

const Caption = styled.figcaption`
  position: absolute;
  left: 6px;
  bottom: 6px;
  display: flex;
  align-items: center;
  gap: 6px;
  max-width: calc(100% - 12px);
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Name = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Badge = styled.span`
  display: inline-flex;
  color: #ff8a8a;
`;

const Bars = styled.span`
  display: inline-flex;
  align-items: flex-end;
  gap: 2px;
  height: 14px;
`;

const Bar = styled.span<{ $height: number; $on: boolean }>`
  width: 3px;
  height: ${({ $height }) => $height}px;
  border-radius: 1px;
  background: ${({ $on }) => ($on ? '#7ee29a' : 'rgba(255, 255, 255, 0.35)')};
`;

const Corner = styled.div`
  position: absolute;
  top: 4px;
  right: 4px;
  color: #fff;
`;
