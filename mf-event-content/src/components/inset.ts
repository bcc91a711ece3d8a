import { css } from 'styled-components';

/** A tinted block within a detail view (a sub-event's registration, the rating form of spec 2 §2.5). */
export const inset = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
`;
