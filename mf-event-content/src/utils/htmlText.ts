/** The text of server HTML, for plain-text places (calendar files, tooltips). DOMParser runs no scripts. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
