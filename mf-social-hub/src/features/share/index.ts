import { lazy } from 'react';

// Only attendees write posts: the panel loads when first opened.
export const SharePanel = lazy(() => import('./SharePanel'));
export type { SharePanelProps } from './SharePanel';
