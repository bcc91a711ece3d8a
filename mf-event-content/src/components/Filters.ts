import styled from 'styled-components';

/** A list's search box beside its one filter (participants' group, booths' hall); stacked on a phone. */
export const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.sm};

  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
