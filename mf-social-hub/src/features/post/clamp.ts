/** Spec 2 §9: post text longer than this is clamped, with a read-more toggle. */
export const CLAMP_CHARACTERS = 200;

/**
 * The start of a long text to show before read more: at most `max` characters (whole code points,
 * so no emoji is cut in two), ending at a word's end when one is near, with an ellipsis. Null when
 * the text is short enough to show whole.
 */
export function clampText(text: string, max = CLAMP_CHARACTERS): string | null {
  const characters = [...text];
  if (characters.length <= max) return null;
  const start = characters.slice(0, max).join('');
  const space = start.search(/\s\S*$/);
  // A word's end within the last fifth keeps words whole; a long word without spaces is cut.
  const cut = space > max * 0.8 ? start.slice(0, space) : start;
  return `${cut.trimEnd()}…`;
}
