import styled from 'styled-components';
import { visuallyHidden } from '../theme';

/** Read by screen readers, not shown: the label of an icon-only control. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
