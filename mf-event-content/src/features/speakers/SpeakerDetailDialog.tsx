import { Avatar, Chip, Icon, type IconName, listReset, SafeHtml, useCall, SPEAKER_LINK_TYPE } from '@atrium/shared';
import type { SpeakerExternalLink } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { IMAGE_SIZE } from '../../constants';
import { externalUrl } from '../../utils/externalUrl';
import { DetailDialog, useEventDialogs } from '../dialogs';
import { speakerQuery } from './api';

/** External link types of spec 2 §2.6 with their icons and names. */
const LINKS: Record<number, { icon: IconName; label: string }> = {
  [SPEAKER_LINK_TYPE.twitter]: { icon: 'twitter', label: 'Twitter' },
  [SPEAKER_LINK_TYPE.linkedin]: { icon: 'linkedin', label: 'LinkedIn' },
  [SPEAKER_LINK_TYPE.facebook]: { icon: 'facebook', label: 'Facebook' },
  [SPEAKER_LINK_TYPE.instagram]: { icon: 'instagram', label: 'Instagram' },
  [SPEAKER_LINK_TYPE.videoChannel]: { icon: 'youtube', label: 'Video channel' },
  [SPEAKER_LINK_TYPE.website]: { icon: 'globe', label: 'Website' },
};

function socialLinks(links: SpeakerExternalLink[]) {
  return links.flatMap((link) => {
    const known = LINKS[link.type];
    const url = link.isActive ? externalUrl(link.url) : null;
    return known && url ? [{ ...known, url, type: link.type }] : [];
  });
}

/** The speaker detail dialog (spec 2 §2.6): photo, name, title, firm, biography, programs, social links. */
export function SpeakerDetailDialog() {
  const { t } = useTranslation('event');
  const { speakerId, closeSpeaker, openProgram } = useEventDialogs();
  const speaker = useCall(speakerQuery(speakerId ?? ''), { enabled: speakerId !== null });

  return (
    <DetailDialog
      query={speaker}
      open={speakerId !== null}
      onClose={closeSpeaker}
      title={speaker.data?.fullName ?? t('speaker')}
      size="md"
    >
      {(data) => (
        <>
          <Head>
            <Avatar src={data.image} name={data.fullName} size={IMAGE_SIZE.speaker / 2} />
            <div>
              {data.title && <strong>{data.title}</strong>}
              {data.firmName && <span>{data.firmName}</span>}
              {socialLinks(data.externalLinks).length > 0 && (
                <Links aria-label={t('socialLinks')}>
                  {socialLinks(data.externalLinks).map((link) => (
                    <li key={`${link.type}-${link.url}`}>
                      <a
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={link.label}
                        title={link.label}
                      >
                        <Icon name={link.icon} size={18} />
                      </a>
                    </li>
                  ))}
                </Links>
              )}
            </div>
          </Head>
          {data.details && <SafeHtml html={data.details} />}
          {data.presentations.length > 0 && (
            <section aria-labelledby="speaker-programs">
              <Heading id="speaker-programs">{t('speakerPrograms')}</Heading>
              <Programs>
                {data.presentations.map((presentation) => (
                  <li key={presentation.id}>
                    <Chip
                      fullWidth
                      media={<Icon name="program" size={16} />}
                      label={presentation.title}
                      onClick={() => {
                        // The program replaces the speaker on screen, whichever dialog was open beneath.
                        closeSpeaker();
                        openProgram(presentation.id);
                      }}
                    />
                  </li>
                ))}
              </Programs>
            </section>
          )}
        </>
      )}
    </DetailDialog>
  );
}

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};

  > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }

  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: var(--event-color, ${({ theme }) => theme.colors.primary});
    color: #fff;
  }
`;

const Programs = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  ${listReset}
`;
