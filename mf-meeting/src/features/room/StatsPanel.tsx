import { Button } from '@atrium/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STATS_REFRESH_MS } from './constants';
import { RoomIcon } from './icons';
import { useRoom, useRoomClient } from './RoomContext';

type Section = Awaited<ReturnType<ReturnType<typeof useRoomClient>['getStats']>>[number];

/** Top-level figures of one stats object (the nested ones say little on a small panel). */
function rows(stat: object): [string, string][] {
  return Object.entries(stat)
    .filter(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => [key, String(value)]);
}

/** The stats panel (spec 2 §2.22): transport, producer and consumer stats of one peer, every 2 s. */
export function StatsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('room');
  const client = useRoomClient();
  const me = useRoom((s) => s.me);
  const peers = useRoom((s) => s.peers);
  const statsPeerId = useRoom((s) => s.room.statsPeerId) ?? me.id;
  const [sections, setSections] = useState<Section[]>([]);
  const selectId = useId();

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      client.getStats(statsPeerId).then(
        (loaded) => !cancelled && setSections(loaded),
        () => undefined,
      );
    void load();
    const timer = setInterval(load, STATS_REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [client, statsPeerId]);

  return (
    <Panel aria-label={t('statsTitle')}>
      <Header>
        <h3>{t('statsTitle')}</h3>
        <Close type="button" aria-label={t('closeStats')} onClick={onClose}>
          <RoomIcon name="close" size={18} />
        </Close>
      </Header>
      <label htmlFor={selectId}>{t('statsOf')}</label>
      <select id={selectId} value={statsPeerId} onChange={(event) => client.setStatsPeerId(event.target.value)}>
        <option value={me.id}>{t('statsMe')}</option>
        {Object.values(peers).map((peer) => (
          <option key={peer.id} value={peer.id}>
            {peer.displayName}
          </option>
        ))}
      </select>
      {statsPeerId === me.id && (
        <Button type="button" size="sm" variant="secondary" onClick={() => void client.restartIce()}>
          {t('restartIce')}
        </Button>
      )}
      {sections.every((section) => section.stats.length === 0) && <p>{t('statsNone')}</p>}
      {sections.map((section, index) => (
        <details key={`${section.title}-${index}`} open={index === 0}>
          <summary>{section.title}</summary>
          {section.stats.map((stat, n) => (
            <Figures key={n}>
              {rows(stat).map(([key, value]) => (
                <div key={key}>
                  <dt>{key}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </Figures>
          ))}
        </details>
      ))}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  max-height: 70vh;
  padding: ${({ theme }) => theme.spacing.sm};
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};

  select {
    min-height: 36px;
    font: inherit;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Close = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 0;
  background: transparent;
  cursor: pointer;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  margin: 0 0 ${({ theme }) => theme.spacing.sm};

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    text-align: right;
  }
`;
