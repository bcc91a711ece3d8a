import styled from 'styled-components';

/** The frame of a module's page inside the event (spec 2 §2): its h1, then its blocks one under another. */
export const ModulePage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;
