/** A video id of the video site: eleven letters, digits, '-' or '_' (spec 2 §2.13). */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const SITE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const SHORT_HOST = 'youtu.be';
/** Paths whose next segment is the id: /embed/<id>, /shorts/<id>, /live/<id>, /v/<id>. */
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

/**
 * The 11-character id of a video-site link (spec 2 §2.13, gallery type 1): youtube.com/watch?v=,
 * youtu.be/, /embed/ and /shorts/, with or without a scheme; anything else is null, so the item is
 * shown as a link out instead of an embed.
 */
export function videoId(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === SHORT_HOST) id = first;
  else if (SITE_HOSTS.has(host))
    id = first === 'watch' ? url.searchParams.get('v') : ID_PATHS.has(first) ? second : null;
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced embed of a video id (no cookies until it is played). */
export const videoEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

/** The still the video site serves for a video id, for a grid's thumbnail. */
export const videoThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
