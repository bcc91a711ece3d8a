import { bus, Button, errorMessage, Icon, useAccount } from '@atrium/shared';
import type { OtherUserProfile } from '@atrium/shared/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Switch } from '../../components/Switch';
import { useChangeFollow, useToggleBlock } from './api';

/**
 * What one can do with another user (spec 1 §2 Dialogs 3, §4 Contact and Block, §6): message them
 * unless one blocked them, calls shown but not offered, and the contact and block switches.
 */
export function ProfileActions({ profile }: { profile: OtherUserProfile }) {
  const { t } = useTranslation('profile');
  const blockedHintId = useId();
  const callsHintId = useId();
  const isBlocked = useAccount((account) => account.user.blockedUserIds.includes(profile.id)) ?? false;
  const { changeFollow, busy: following } = useChangeFollow();
  const { toggleBlock, busy: blocking } = useToggleBlock();
  // What a switch was moved to, shown while the server has not answered; then the answer shows.
  const [asked, setAsked] = useState<{ follow?: boolean; block?: boolean }>({});
  const name = profile.fullName;

  async function follow(on: boolean) {
    setAsked((current) => ({ ...current, follow: on }));
    try {
      await changeFollow(profile.id, on);
      bus.emit('snackbar.show', { message: t(on ? 'followed' : 'unfollowed', { name }), kind: 'success' });
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    } finally {
      setAsked(({ follow: _done, ...rest }) => rest);
    }
  }

  async function block(on: boolean) {
    setAsked((current) => ({ ...current, block: on }));
    try {
      const nowBlocked = await toggleBlock(profile.id);
      bus.emit('snackbar.show', { message: t(nowBlocked ? 'blocked' : 'unblocked', { name }), kind: 'success' });
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    } finally {
      setAsked(({ block: _done, ...rest }) => rest);
    }
  }

  return (
    <Box>
      <Buttons>
        <Button
          disabled={isBlocked}
          aria-describedby={isBlocked ? blockedHintId : undefined}
          onClick={() => bus.emit('chat.open', { userId: profile.id })}
        >
          <Icon name="chat" size={18} />
          {t('message')}
        </Button>
        <Button variant="secondary" disabled aria-describedby={callsHintId}>
          <Icon name="phone" size={18} />
          {t('voiceCall')}
        </Button>
        <Button variant="secondary" disabled aria-describedby={callsHintId}>
          <Icon name="live" size={18} />
          {t('videoCall')}
        </Button>
      </Buttons>
      {isBlocked && <Hint id={blockedHintId}>{t('blockedHint', { name })}</Hint>}
      <Hint id={callsHintId}>{t('callsUnavailable')}</Hint>
      <Switches>
        <Switch
          label={t('follow')}
          hint={t('followHint')}
          checked={asked.follow ?? profile.isFollowed}
          busy={following}
          onChange={(event) => void follow(event.target.checked)}
        />
        <Switch
          label={t('block')}
          hint={t('blockHint')}
          checked={asked.block ?? isBlocked}
          busy={blocking}
          onChange={(event) => void block(event.target.checked)}
        />
      </Switches>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Hint = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Switches = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `0 ${theme.spacing.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  > * + * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
