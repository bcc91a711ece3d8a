import styled from 'styled-components';
import { STAND_HEADER } from '../constants';

/** The header card of an event's or a booth's own page (spec 2 §2.3, §2.10): a cover, then the head. */
export const PageHeader = styled.header`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

/** The header's cover in the spec's stand header shape, 1120×500 (spec 2 §9), never taller than 320 px. */
export const HeaderCover = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: ${STAND_HEADER.width} / ${STAND_HEADER.height};
  max-height: 320px;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.skeleton};
`;
