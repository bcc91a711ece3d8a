import { lazy } from 'react';

// The cache's side of comments is small and the socket needs it at once; the panel loads when first opened.
export { addComment, removeComment, updateComment } from './api';
export const CommentsPanel = lazy(() => import('./CommentsPanel'));
export type { CommentsPanelProps } from './CommentsPanel';
