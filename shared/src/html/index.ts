export { sanitizeHtml } from './sanitizeHtml';
export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
