import { fieldControl } from '@atrium/shared';
import { LIVE_SESSION_TYPE } from '@atrium/shared/contract/enums';
import type { LiveSession } from '@atrium/shared/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ProviderEmbed } from './ProviderEmbed';
import { StreamPlayer } from './StreamPlayer';
import './i18n';

const EVENT_STREAM = '';

export interface LivePlayerProps {
  session: LiveSession;
  hash: string;
  renewHash(): Promise<string>;
}

/**
 * A live session's player (spec 2 §2.20): the event's own stream, or one of the session's external
 * providers, chosen from a select when it has any. A provider stream session (sessionType 1) opens
 * on its first provider, a stream session (sessionType 0) on the event's stream.
 */
export function LivePlayer({ session, hash, renewHash }: LivePlayerProps) {
  const { t } = useTranslation('player');
  const selectId = useId();
  const providers = session.externalLivestreamProviders;
  const [chosen, setChosen] = useState(() =>
    session.sessionType === LIVE_SESSION_TYPE.providerStream && providers.length > 0 ? providers[0].id : EVENT_STREAM,
  );
  const provider = providers.find((item) => item.id === chosen);
  return (
    <Box>
      {providers.length > 0 && (
        <Choice>
          <label htmlFor={selectId}>{t('source')}</label>
          <Select
            id={selectId}
            value={provider?.id ?? EVENT_STREAM}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value={EVENT_STREAM}>{t('eventStream')}</option>
            {providers.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </Select>
        </Choice>
      )}
      {provider ? (
        <ProviderEmbed provider={provider} />
      ) : (
        <StreamPlayer sessionId={session.id} title={session.title} hash={hash} renewHash={renewHash} />
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Choice = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    white-space: nowrap;
  }
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${fieldControl}
  max-width: 320px;
`;
