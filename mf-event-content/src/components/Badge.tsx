import styled from 'styled-components';

/** A small coloured label: a hall, a sub-event, a group, an event type. Colours come from the server, so only hex is used. */
const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;

export const Badge = styled.span<{ $color?: string | null; $tone?: 'plain' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid
    ${({ $color, $tone, theme }) =>
      $tone === 'danger' ? theme.colors.danger : $color && HEX.test($color) ? $color : theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.4;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ $color, $tone, theme }) =>
      $tone === 'danger' ? theme.colors.danger : $color && HEX.test($color) ? $color : theme.colors.muted};
  }
`;

/** A hex colour from the server, or the fallback: server values land in CSS. */
export function safeColor(color: string | null | undefined, fallback: string): string {
  return color && HEX.test(color.trim()) ? color.trim() : fallback;
}
