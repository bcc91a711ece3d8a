export { PostCard } from './PostCard';
export type { PostCardProps } from './PostCard';
