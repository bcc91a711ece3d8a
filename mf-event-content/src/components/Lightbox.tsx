import { addTranslations, Dialog, IconButton, media } from '@atrium/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { videoEmbedUrl } from '../utils/videoId';

addTranslations('event', {
  en: {
    lightbox: { previous: 'Previous', next: 'Next', counter: '{{current}} / {{total}}', item: 'Item {{current}}' },
  },
  tr: {
    lightbox: { previous: 'Önceki', next: 'Sonraki', counter: '{{current}} / {{total}}', item: 'Öğe {{current}}' },
  },
});

/** One thing the lightbox shows: an image, or a video of the video site by its 11-character id. */
export type LightboxItem =
  { type: 'image'; src: string; caption?: string | null } | { type: 'video'; videoId: string; caption?: string | null };

export interface LightboxProps {
  /** What a person pages through, in the order of the grid that opened it. */
  items: LightboxItem[];
  /** The item shown; null closes the lightbox. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
  /** The dialog's name (the page's title: 'Gallery', 'Area maps'). */
  label: string;
}

/** Arrow keys typed into a field move its caret, not the lightbox. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Images and videos one at a time over the page (spec 2 §2.10, §2.13, §2.14): the repo's Dialog
 * (focus kept inside, Escape closes, focus back to the thumbnail that opened it), previous and next
 * by buttons and the arrow keys (wrapping round), a "3 / 8" counter and the caption. A video plays in
 * the video site's privacy-enhanced player, which sets no cookie until it is played.
 */
export function Lightbox({ items, index, onIndexChange, onClose, label }: LightboxProps) {
  const { t } = useTranslation('event');
  const item = index === null ? undefined : items[index];
  const total = items.length;
  const next = useRef<HTMLButtonElement>(null);
  const figure = useRef<HTMLElement>(null);
  const opened = index !== null;

  // The dialog gives the focus to the first thing in it, which may be a video's frame: keys typed
  // there go to the player, not to this page. Next (or the picture when it is alone) takes it instead.
  useEffect(() => {
    if (opened) (next.current ?? figure.current)?.focus();
  }, [opened]);

  useEffect(() => {
    if (index === null || total < 2) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || typing(event.target) || index === null) return;
      const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (step === undefined) return;
      event.preventDefault();
      onIndexChange((index + step + total) % total);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, total, onIndexChange]);

  if (index === null || !item) return null;
  const current = index + 1;
  const caption = item.caption?.trim() || null;
  const name = caption ?? t('lightbox.item', { current });
  const move = (step: number) => onIndexChange((index + step + total) % total);

  return (
    <Box open onClose={onClose} title={label} size="lg">
      <Figure ref={figure} tabIndex={-1}>
        <Stage>
          {item.type === 'image' ? (
            <img key={item.src} src={item.src} alt={name} />
          ) : (
            <iframe
              key={item.videoId}
              src={videoEmbedUrl(item.videoId)}
              title={name}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              // The player refuses to play without knowing the embedding site (its error 153).
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </Stage>
        <Bar>
          {total > 1 && (
            <IconButton
              icon="back"
              label={t('lightbox.previous')}
              onClick={() => move(-1)}
              data-testid="lightbox-previous"
            />
          )}
          <figcaption>
            {caption && <span>{caption}</span>}
            <Counter aria-live="polite">{t('lightbox.counter', { current, total })}</Counter>
          </figcaption>
          {total > 1 && <Next ref={next} icon="back" label={t('lightbox.next')} onClick={() => move(1)} />}
        </Bar>
      </Figure>
    </Box>
  );
}

const Box = styled(Dialog)`
  /* The media fills what the window leaves; a phone has the whole screen (Dialog's own rule). */
  ${media.aboveMobile} {
    height: min(900px, calc(100dvh - 32px));
  }
`;

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  height: 100%;
  margin: 0;

  &:focus {
    outline: none;
  }
`;

const Stage = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  /* The media gives way, not the bar: a stage that held its height on a short window (a phone
     turned sideways) pushed the bar past the dialog's bottom and cut off Next's focus ring. */
  min-height: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #111;

  img {
    display: block;
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }

  iframe {
    width: 100%;
    max-height: 100%;
    aspect-ratio: 16 / 9;
    border: 0;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  figcaption {
    flex: 1;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: center;
    gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
    min-width: 0;
    text-align: center;
    overflow-wrap: anywhere;
  }
`;

const Counter = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

// The one arrow icon, turned to point forward.
const Next = styled(IconButton)`
  svg {
    transform: scaleX(-1);
  }
`;

/** A grid's lightbox: `open(index)` for its tiles, and the element to render beside the grid. */
export function useLightbox(items: LightboxItem[], label: string) {
  const [index, setIndex] = useState<number | null>(null);
  const element = (
    <Lightbox items={items} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} label={label} />
  );
  return { open: setIndex, element };
}
