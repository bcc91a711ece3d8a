import styled from 'styled-components';

/** One block of an info page (about, venue, contacts): a raised card with its h2 (spec 2 §2.4, §2.10). */
export const InfoCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  p {
    margin: 0;
  }
`;

/** A bordered link that looks like a button: directions, a phone number. */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: 8px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 4px ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  span {
    display: flex;
    flex-direction: column;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;
