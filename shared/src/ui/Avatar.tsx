import { useState } from 'react';
import styled from 'styled-components';
import { currentLanguage } from '../i18n';

export interface AvatarProps {
  /** Image URL; initials show when it is missing or fails to load. */
  src?: string | null;
  /** Full name: the alt text and the source of the initials. */
  name: string;
  /** Diameter in px; spec 1 §9 uses 184 (profile), 150 (lists), 100 (chats). */
  size?: number;
  /**
   * The name is written beside it, inside the same control: hidden from assistive technology, so
   * the control is named once, by the words a person sees (WCAG 2.5.3).
   */
  decorative?: boolean;
  className?: string;
}

const Circle = styled.span<{ $size: number; $hue: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.round};
  /* A stable colour per name tells people apart in a list of initials; dark enough for white text. */
  background: hsl(${({ $hue }) => $hue} 45% 38%);
  color: #ffffff;
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.4))}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  user-select: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  // Turkish upper-cases i to İ, so the locale matters.
  return letters
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase(currentLanguage());
}

function hue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

export function Avatar({ src, name, size = 40, decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  return (
    <Circle
      $size={size}
      $hue={hue(name)}
      className={className}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {showImage ? (
        <img src={src ?? undefined} alt="" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </Circle>
  );
}
