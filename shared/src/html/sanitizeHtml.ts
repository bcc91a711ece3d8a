import type { DOMPurify as Purifier } from 'dompurify';

let purifier: Promise<Purifier> | null = null;

/**
 * Our own instance, made on first use: DOMPurify is loaded only by a page that shows server HTML,
 * our hook does not change other code's DOMPurify, and nothing runs without a DOM.
 */
function instance(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    const made = DOMPurify(window);
    made.addHook('afterSanitizeAttributes', (node) => {
      // A link that opens a new tab must not hand that tab a reference back to the page (reverse tabnabbing).
      if (node instanceof Element && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      } else if (node instanceof Element && node.hasAttribute('target')) {
        node.removeAttribute('target');
      }
    });
    return made;
  });
  return purifier;
}

/**
 * Server HTML (event descriptions, policy details, posts) made safe to insert: scripts, event
 * handler attributes, javascript: URLs and other active content are removed by DOMPurify.
 */
export async function sanitizeHtml(html: string | null | undefined): Promise<string> {
  if (!html) return '';
  return (await instance()).sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
