import { Avatar } from '@atrium/shared';
import type { NewPostRef } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Spec 2 §9: the banner shows up to 3 owners' avatars. */
const BANNER_AVATARS = 3;

/**
 * Posts others published while the user reads (spec 2 §2.17), newest first: a banner with their
 * count and owners, not posts jumping in under their eyes.
 */
export function NewPostsBanner({ posts, onShow }: { posts: readonly NewPostRef[]; onShow(): void }) {
  const { t } = useTranslation('socialHub');
  if (!posts.length) return null;
  // Each owner once, the latest first.
  const owners = [...new Map(posts.map((post) => [post.owner.id, post.owner])).values()].slice(0, BANNER_AVATARS);
  return (
    <Banner type="button" onClick={onShow}>
      <Faces aria-hidden="true">
        {owners.map((owner) => (
          <Avatar key={owner.id} src={owner.image} name={owner.fullName} size={24} />
        ))}
      </Faces>
      {t('newPosts', { count: posts.length })}
    </Banner>
  );
}

const Banner = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.spacing.sm};
  left: 50%;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 36px;
  padding: 4px ${({ theme }) => theme.spacing.md} 4px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  white-space: nowrap;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  cursor: pointer;
  transform: translateX(-50%);

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Faces = styled.span`
  display: inline-flex;

  > * + * {
    margin-left: -8px;
  }

  > * {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
`;
