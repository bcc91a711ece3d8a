import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useRoom } from './RoomContext';

/** A track on a media element (spec 2 §2.22); jsdom and old browsers have no MediaStream. */
function useTrack<E extends HTMLMediaElement>(track: MediaStreamTrack | null | undefined) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !track || typeof MediaStream === 'undefined') return;
    element.srcObject = new MediaStream([track]);
    element.play().catch(() => undefined);
    return () => {
      element.srcObject = null;
    };
  }, [track]);
  return ref;
}

/** Video only, always muted: sound plays through RemoteAudio's own elements. */
export function TrackVideo({
  track,
  mirrored = false,
  fit = 'cover',
}: {
  track: MediaStreamTrack;
  mirrored?: boolean;
  fit?: 'cover' | 'contain';
}) {
  const ref = useTrack<HTMLVideoElement>(track);
  return <Video ref={ref} autoPlay playsInline muted $mirrored={mirrored} $fit={fit} />;
}

const Video = styled.video<{ $mirrored: boolean; $fit: 'cover' | 'contain' }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: ${({ $fit }) => $fit};
  background: #000;
  transform: ${({ $mirrored }) => ($mirrored ? 'scaleX(-1)' : 'none')};
`;

type SinkElement = HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };

function PeerAudio({ track, muted, speakerId }: { track: MediaStreamTrack; muted: boolean; speakerId: string | null }) {
  const ref = useTrack<SinkElement>(track);
  useEffect(() => {
    const element = ref.current;
    // Where the browser can choose the output (HTMLMediaElement.setSinkId).
    if (element && speakerId && typeof element.setSinkId === 'function')
      element.setSinkId(speakerId).catch(() => undefined);
  }, [ref, speakerId]);
  return <audio ref={ref} autoPlay muted={muted} data-peer-audio="" />;
}

/** Every remote voice and shared sound, each its own element; muted all together or per peer (spec 2 §4). */
export function RemoteAudio() {
  const consumers = useRoom((state) => state.consumers);
  const audioMuted = useRoom((state) => state.me.audioMuted);
  const mutedPeers = useRoom((state) => state.mutedPeers);
  const speakerId = useRoom((state) => state.devices.speakerId);
  return (
    <div hidden>
      {Object.values(consumers)
        .filter((consumer) => consumer.kind === 'audio')
        .map((consumer) => (
          <PeerAudio
            key={consumer.id}
            track={consumer.track}
            muted={audioMuted || !!mutedPeers[consumer.peerId]}
            speakerId={speakerId}
          />
        ))}
    </div>
  );
}
