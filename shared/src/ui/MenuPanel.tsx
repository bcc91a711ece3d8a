import styled from 'styled-components';

/** Around a menu button and its menu (useMenuButton's `root`): the menu opens below it. */
export const MenuRoot = styled.div`
  position: relative;
`;

/** The menu a menu button opens (useMenuButton's `menu`): a card under the button's right edge. */
export const MenuPanel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: 20;
  display: grid;
  min-width: 200px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;
